import type { InferRequestType, InferResponseType } from "hono/client";
import type { JSONParsed } from "hono/utils/types";
import { describe, expect, expectTypeOf, test } from "vitest";
import type { eventDetails } from "../src/server/features/events/service";
import { anEvent, signedInMember } from "./support/factories";
import { aServerForTheFile, type TestClient } from "./support/server";

/**
 * One contract from table to browser (docs/architecture.md): the browser's client is typed by the routes, so a
 * field a service renames or drops is a type error wherever a page or a test reads it. These checks run in
 * `npm run typecheck` (expectTypeOf, @ts-expect-error) and, as a call, here.
 */
type Client = TestClient["api"];
type EventAnswer = InferResponseType<Client["events"][":id"]["$get"], 200>;
type RoleRequest = InferRequestType<Client["events"][":id"]["roles"]["$post"]>;

const server = aServerForTheFile();

describe("the typed client", () => {
  test("an event's answer is exactly what the service returns, as JSON", () => {
    expectTypeOf<EventAnswer>().not.toBeAny();
    expectTypeOf<EventAnswer>().toEqualTypeOf<JSONParsed<Awaited<ReturnType<typeof eventDetails>>>>();
    expectTypeOf<EventAnswer["title"]>().toEqualTypeOf<string>();
    expectTypeOf<EventAnswer["eventDate"]>().toEqualTypeOf<string>(); // a Date travels as its ISO text
    // @ts-expect-error a field the route does not send (a renamed one) is no field of the answer
    expectTypeOf<EventAnswer["eventTitle"]>().toBeString();
  });

  test("path parameters and bodies are typed by the route's validators", () => {
    expectTypeOf<RoleRequest["param"]>().toEqualTypeOf<{ id: string }>();
    // a role's key: the event's club's roles, or the specification's five (docs/decisions/223)
    expectTypeOf<RoleRequest["json"]["roleType"]>().toEqualTypeOf<string>();
  });

  test("a call through it answers what its type says", async () => {
    const eventId = await anEvent(server, { title: "Contract night" });
    const { client } = await signedInMember(server, "Tess");
    const response = await client.api.events[":id"].$get({ param: { id: eventId } });
    expect(response.status).toBe(200);
    const event = await response.json();
    expect(event).toMatchObject({ id: eventId, title: "Contract night", attending: false, canTakeRoles: true });
    const taken = await client.api.events[":id"].roles.$post({ param: { id: eventId }, json: { roleType: "timer" } });
    expect(taken.status).toBe(201);
    expect((await taken.json()).roleType).toBe("timer");
  });
});
