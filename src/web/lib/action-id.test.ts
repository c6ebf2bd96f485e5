import { afterEach, describe, expect, test, vi } from "vitest";
import { ID_PATTERN } from "@/domain/ids";
import { newActionId } from "./action-id";

afterEach(() => vi.unstubAllGlobals());

describe("an action's id", () => {
  test("is a UUID the server accepts, on https and on plain http alike", () => {
    vi.stubGlobal("isSecureContext", false);
    const ids = Array.from({ length: 50 }, newActionId);
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(50);
    vi.stubGlobal("isSecureContext", true);
    expect(newActionId()).toMatch(ID_PATTERN);
  });
});
