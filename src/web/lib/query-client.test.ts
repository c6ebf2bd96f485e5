import { QueryObserver } from "@tanstack/react-query";
import { expect, test } from "vitest";
import { ApiError } from "./api";
import { CacheAfterWrites, retryRead } from "./query-client";

test("a write made while a list's first load runs shows in the list: the load answered before the write is not kept", async () => {
  const client = new CacheAfterWrites();
  let onServer = "not started";
  let answerFirstLoad = () => {};
  const firstLoadAnswered = new Promise<void>((resolve) => {
    answerFirstLoad = resolve;
  });
  let loads = 0;
  const observer = new QueryObserver(client, {
    queryKey: ["pathways"],
    queryFn: async () => {
      loads += 1;
      const read = onServer;
      if (loads === 1) await firstLoadAnswered;
      return read;
    },
  });
  const shown: string[] = [];
  const stop = observer.subscribe((result) => result.data && shown.push(result.data));

  // the write lands while the first load, which read the list before it, is still on its way
  onServer = "started";
  const refreshed = client.invalidateQueries({ queryKey: ["pathways"] });
  answerFirstLoad();
  await refreshed;

  expect(client.getQueryData(["pathways"])).toBe("started");
  expect(shown).toEqual(["started"]);
  stop();
});

test("a read is tried once more after a failure, but not after the server refused it", () => {
  const network = new ApiError(0, "NETWORK", "Could not reach the server.");
  expect(retryRead(0, network)).toBe(true);
  expect(retryRead(1, network)).toBe(false);
  expect(retryRead(0, new ApiError(500, "HTTP_500", "Something went wrong."))).toBe(true);
  expect(retryRead(0, new ApiError(403, "HTTP_403", "Only the club's officers can see this."))).toBe(false);
  expect(retryRead(0, new ApiError(404, "HTTP_404", "Club not found."))).toBe(false);
  expect(retryRead(0, new ApiError(429, "HTTP_429", "Too many requests."))).toBe(true);
  expect(retryRead(0, new TypeError("a bug"))).toBe(true);
});
