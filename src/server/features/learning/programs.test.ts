import { describe, expect, test } from "vitest";
import { completeProgramTwo } from "../../../../test/support/factories";
import { aServerForEachTest, expectError } from "../../../../test/support/server";
import { PITCH_LIMITS } from "../../../domain/learning/pitches";
import { certificateClaims, moduleProgress, pitches } from "../../db/schema";

const server = aServerForEachTest();

const pitch = (goalId: string, title = "My pitch", certificationId = 2) => ({
  certificationId,
  goalId,
  title,
  description: "What it is about",
  content: "The words I will say.",
});

describe("pitches", () => {
  test("a visitor cannot create, read or change pitches", async () => {
    const visitor = server.client();
    await expectError(await visitor.post("/api/learning/pitches", pitch("investor-qa")), 401, "NOT_SIGNED_IN");
    await expectError(await visitor.get("/api/learning/certifications/2"), 401, "NOT_SIGNED_IN");
    expect(await server.db.select().from(pitches)).toEqual([]);
  });

  test("create, read, update and delete the member's own pitch", async () => {
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const created = await server.post("/api/learning/pitches", { ...pitch("investor-qa"), title: "  Seed round  " });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ certificationId: 2, goalId: "investor-qa", title: "Seed round" });
    const [row] = await server.db.select().from(pitches);
    expect(row?.userId).toBe(user.id);

    expect(await (await server.get(`/api/learning/pitches/${body.id}`)).json()).toMatchObject({ title: "Seed round" });
    const updated = await server.request(`/api/learning/pitches/${body.id}`, {
      method: "PUT",
      json: { title: "Series A", description: "", content: "New words", goalId: "elevator-pitch" },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ title: "Series A", goalId: "elevator-pitch", description: "" });

    const deleted = await server.request(`/api/learning/pitches/${body.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    await expectError(await server.get(`/api/learning/pitches/${body.id}`), 404, "PITCH_NOT_FOUND");
  });

  test("another member's pitch is not found: never shown, changed or deleted", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const { id } = await (await server.post("/api/learning/pitches", pitch("investor-qa"))).json();
    const bob = server.client();
    await bob.signUpAndVerify("bob@example.com", "Bob");
    await expectError(await bob.get(`/api/learning/pitches/${id}`), 404, "PITCH_NOT_FOUND");
    await expectError(
      await bob.request(`/api/learning/pitches/${id}`, {
        method: "PUT",
        json: { title: "x", description: "", content: "y" },
      }),
      404,
      "PITCH_NOT_FOUND",
    );
    await expectError(await bob.request(`/api/learning/pitches/${id}`, { method: "DELETE" }), 404, "PITCH_NOT_FOUND");
    expect((await (await bob.get("/api/learning/certifications/2")).json()).pitches).toEqual([]);
    const [row] = await server.db.select().from(pitches);
    expect(row?.title).toBe("My pitch");
  });

  test("unknown program or goal, blank or over-long texts are refused and nothing is written", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const post = (json: unknown) => server.post("/api/learning/pitches", json);
    await expectError(await post(pitch("investor-qa", "T", 9)), 400, "UNKNOWN_PROGRAM");
    await expectError(await post(pitch("investor-qa", "T", 4)), 400, "UNKNOWN_PROGRAM");
    await expectError(await post(pitch("no-such-goal")), 400, "UNKNOWN_GOAL");
    await expectError(await post(pitch("personal-story")), 400, "UNKNOWN_GOAL"); // a goal of program 1
    await expectError(
      await post({ ...pitch("investor-qa"), title: " " }),
      400,
      "INVALID_INPUT",
      /Pitch Title is required/,
    );
    await expectError(await post({ ...pitch("investor-qa"), content: "" }), 400, "INVALID_INPUT", /Pitch Content/);
    await expectError(
      await post({ ...pitch("investor-qa"), title: "t".repeat(PITCH_LIMITS.title + 1) }),
      400,
      "INVALID_INPUT",
      /at most 120/,
    );
    await expectError(
      await post({ ...pitch("investor-qa"), content: "c".repeat(PITCH_LIMITS.content + 1) }),
      400,
      "INVALID_INPUT",
    );
    await expectError(
      await post({ ...pitch("investor-qa"), description: "d".repeat(PITCH_LIMITS.description + 1) }),
      400,
      "INVALID_INPUT",
    );
    await expectError(await post({ ...pitch("investor-qa"), userId: "x" }), 400, "INVALID_INPUT", /Unexpected field/);
    const { id } = await (await post(pitch("investor-qa"))).json();
    await expectError(
      await server.request(`/api/learning/pitches/${id}`, {
        method: "PUT",
        json: { title: "T", description: "", content: "C", goalId: "nope" },
      }),
      400,
      "UNKNOWN_GOAL",
    );
    expect(await server.db.select().from(pitches)).toHaveLength(1);
  });
});

describe("certification progress and certificate", () => {
  test("goals complete at presentationsRequired; progress counts up to each goal's need", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    await server.post("/api/learning/pitches", pitch("investor-qa"));
    let standing = await (await server.get("/api/learning/certifications/2")).json();
    expect(standing.progress).toMatchObject({ counted: 1, total: 12, percent: 8, complete: false });
    for (let n = 0; n < 3; n++) await server.post("/api/learning/pitches", pitch("investor-qa"));
    standing = await (await server.get("/api/learning/certifications/2")).json();
    expect(standing.pitches).toHaveLength(4);
    expect(standing.progress).toMatchObject({ counted: 2, percent: 17 });
    expect(standing.progress.standings.find((g: { goalId: string }) => g.goalId === "investor-qa")).toMatchObject({
      complete: true,
      pitches: 4,
    });
    await expectError(await server.post("/api/learning/certifications/2/claim"), 409, "PROGRAM_NOT_COMPLETE");
    expect(await server.db.select().from(certificateClaims)).toEqual([]);
  });

  test("at 100% the certificate is claimed once, with the member's name, program and date", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    await completeProgramTwo(server);
    const standing = await (await server.get("/api/learning/certifications/2")).json();
    expect(standing).toMatchObject({ progress: { percent: 100, complete: true }, claimedAt: null });
    await expectError(await server.get("/api/learning/certifications/2/certificate"), 404, "CERTIFICATE_NOT_CLAIMED");

    const claimed = await server.post("/api/learning/certifications/2/claim");
    expect(claimed.status).toBe(200);
    const certificate = await claimed.json();
    expect(certificate).toMatchObject({ programTitle: "Certified Startup Pitcher", memberName: "Ann" });
    const again = await (await server.post("/api/learning/certifications/2/claim")).json();
    expect(again.claimedAt).toBe(certificate.claimedAt);
    expect(await server.db.select().from(certificateClaims)).toHaveLength(1);
    expect(await (await server.get("/api/learning/certifications/2/certificate")).json()).toEqual(certificate);
    expect((await (await server.get("/api/learning/certifications/2")).json()).claimedAt).toBe(certificate.claimedAt);
  });

  test("a claimed certificate has a number anyone can check, showing no e-mail address", async () => {
    await server.signUpAndVerify("ann.lee@example.com", "Ann");
    await completeProgramTwo(server);
    const certificate = await (await server.post("/api/learning/certifications/2/claim")).json();
    const year = new Date(certificate.claimedAt).getUTCFullYear();
    expect(certificate.certificateNumber).toMatch(new RegExp(`^PC-${year}-[0-9A-HJKMNP-TV-Z]{8}$`));
    // claiming again keeps the number
    const again = await (await server.post("/api/learning/certifications/2/claim")).json();
    expect(again.certificateNumber).toBe(certificate.certificateNumber);

    const visitor = server.client();
    const checked = await visitor.get(`/api/learning/certificates/${certificate.certificateNumber.toLowerCase()}`);
    expect(checked.status).toBe(200);
    const body = await checked.json();
    expect(body).toEqual({
      certificateNumber: certificate.certificateNumber,
      memberName: "Ann",
      programTitle: "Certified Startup Pitcher",
      level: certificate.level,
      claimedAt: certificate.claimedAt,
    });
    expect(JSON.stringify(body)).not.toContain("ann.lee");

    for (const wrong of ["PC-2026-ZZZZZZZZ", "PC-2026-7K2QDM9", "not-a-number", "%27%20or%201%3D1--"]) {
      await expectError(await visitor.get(`/api/learning/certificates/${wrong}`), 404, "CERTIFICATE_NOT_FOUND");
    }
  });

  test("two members' certificates get different numbers; concurrent claims keep one", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    await completeProgramTwo(server);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => server.post("/api/learning/certifications/2/claim")),
    );
    const numbers = await Promise.all(claims.map(async (claim) => (await claim.json()).certificateNumber));
    expect(new Set(numbers).size).toBe(1);
    const bob = server.client();
    await bob.signUpAndVerify("bob@example.com", "Bob");
    await completeProgramTwo(bob);
    const bobs = await (await bob.post("/api/learning/certifications/2/claim")).json();
    expect(bobs.certificateNumber).not.toBe(numbers[0]);
    expect(await server.db.select().from(certificateClaims)).toHaveLength(2);
  });

  test("unknown programs are 404; a visitor cannot claim", async () => {
    await expectError(await server.client().post("/api/learning/certifications/1/claim"), 401, "NOT_SIGNED_IN");
    await server.signUpAndVerify("ann@example.com", "Ann");
    for (const id of ["6", "0", "abc"]) {
      await expectError(await server.get(`/api/learning/certifications/${id}`), 404, "PROGRAM_NOT_FOUND");
    }
    await expectError(await server.post("/api/learning/certifications/4/claim"), 409, "NO_CERTIFICATE_CLAIM");
  });
});

describe("fixed program modules", () => {
  test("Start Module, then Mark Complete, per member", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const base = "/api/learning/certifications/4/modules";
    await expectError(await server.post(`${base}/1/complete`), 409, "MODULE_NOT_STARTED");
    let standing = await (await server.post(`${base}/1/start`)).json();
    expect(standing.modules).toMatchObject([{ moduleId: 1, completedAt: null }]);
    expect(standing.progress).toMatchObject({ completed: 0, total: 8, remaining: 8 });
    await server.post(`${base}/1/start`);
    standing = await (await server.post(`${base}/1/complete`)).json();
    expect(standing.progress).toMatchObject({
      completed: 1,
      remaining: 7,
      percent: 13,
      estimatedTimeLeft: "8-12 weeks",
    });
    const completedAt = standing.modules[0].completedAt;
    expect(completedAt).toEqual(expect.any(String));
    standing = await (await server.post(`${base}/1/complete`)).json();
    expect(standing.modules[0].completedAt).toBe(completedAt);
    expect(await server.db.select().from(moduleProgress)).toHaveLength(1);

    const bob = server.client();
    await bob.signUpAndVerify("bob@example.com", "Bob");
    expect((await (await bob.get("/api/learning/certifications/4")).json()).modules).toEqual([]);
  });

  test("unknown module, a program without modules, and visitors are refused", async () => {
    await expectError(
      await server.client().post("/api/learning/certifications/4/modules/1/start"),
      401,
      "NOT_SIGNED_IN",
    );
    await server.signUpAndVerify("ann@example.com", "Ann");
    await expectError(await server.post("/api/learning/certifications/4/modules/9/start"), 404, "MODULE_NOT_FOUND");
    await expectError(await server.post("/api/learning/certifications/3/modules/7/start"), 404, "MODULE_NOT_FOUND");
    await expectError(await server.post("/api/learning/certifications/1/modules/1/start"), 404, "PROGRAM_NOT_FOUND");
    await expectError(await server.post("/api/learning/certifications/7/modules/1/start"), 404, "PROGRAM_NOT_FOUND");
    expect(await server.db.select().from(moduleProgress)).toEqual([]);
  });
});
