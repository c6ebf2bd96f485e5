import { Clock, Eye, Gavel, Lock, LockOpen, Trophy } from "lucide-react";
import { useState } from "react";
import { VOTING_MESSAGES } from "@/domain/meetings/nominees";
import { VOTE_MESSAGES, winnerLine } from "@/domain/meetings/votes";
import { plural } from "@/domain/plurals";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { type ConsoleState, type ConsoleVoteCategory, useDecideTie, useVote, useVotingState } from "./api";

const votesText = (count: number) => plural(count, { one: "# vote", other: "# votes" });

/**
 * The vote in the meeting console (docs/decisions/159), made for phones: a card per category with its nominees as
 * radio buttons — a choice is saved as it is made and can be changed until voting closes — and the results once
 * revealed. The moderator closes voting, reveals the results or reopens it; they see the results once it is closed.
 * Each control shows only when it can act (docs/decisions/165): votes and the moderator's buttons once the first
 * speech has begun and while the console records (`records`: its window is open and the meeting not ended). Where
 * several share the most votes, the moderator chooses the winner among them (docs/decisions/190).
 */
export function VotePanel({ state, records = true }: { state: ConsoleState; records?: boolean }) {
  const { votes, viewer } = state;
  const closed = votes.state !== "open";
  const acts = records && votes.opened;
  return (
    <div className="space-y-4">
      {viewer.capabilities.moderate && acts && <VotingControls state={state} />}
      {!votes.opened && !closed && (
        <p role="status" className="flex items-center gap-2 font-medium">
          <Clock aria-hidden="true" className="size-4" />
          {VOTING_MESSAGES.notOpen}
        </p>
      )}
      {closed && (
        <p role="status" className="flex items-center gap-2 font-medium">
          <Lock aria-hidden="true" className="size-4" />
          {VOTE_MESSAGES.closed}
        </p>
      )}
      {!viewer.capabilities.vote && !closed && votes.opened && (
        <p className="text-slate-600 text-sm dark:text-slate-400">
          The meeting's attendees and role holders vote. Mark on the meeting's page that you attend to vote too.
        </p>
      )}
      {votes.categories.map((category) => (
        <CategoryCard key={category.category} state={state} category={category} acts={acts} />
      ))}
    </div>
  );
}

function CategoryCard({
  state,
  category,
  acts,
}: {
  state: ConsoleState;
  category: ConsoleVoteCategory;
  acts: boolean;
}) {
  const vote = useVote(state.meeting.id);
  /** The choice just made, shown until the console's state has it. */
  const [choosing, setChoosing] = useState<string | null>(null);
  const chosen = choosing ?? category.mine;
  const closed = state.votes.state !== "open";
  const disabled = closed || !acts || !state.viewer.capabilities.vote;
  const legendId = `vote-${category.category}`;

  const choose = (nomineeId: string, name: string) => {
    setChoosing(nomineeId);
    vote.mutate(
      { category: category.category, nomineeId },
      {
        onSuccess: () => notify(VOTING_MESSAGES.saved(category.label, name)),
        onError: (error) => notifyRefusal(error, VOTING_MESSAGES.saveFailed),
        onSettled: () => setChoosing(null),
      },
    );
  };

  return (
    <Card>
      <CardBody className="space-y-3">
        <fieldset className="space-y-2">
          <legend className="font-semibold text-lg">{category.label}</legend>
          {category.nominees.length === 0 ? (
            <p className="text-slate-600 text-sm dark:text-slate-400">Nobody to vote for yet.</p>
          ) : (
            category.nominees.map((nominee) => (
              <label
                key={nominee.id}
                className={cn(
                  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-500",
                  chosen === nominee.id
                    ? "border-accent-500 bg-accent-50 dark:bg-accent-900/30"
                    : "border-slate-200 dark:border-slate-700",
                  disabled && "cursor-not-allowed opacity-70",
                )}
              >
                <input
                  type="radio"
                  name={legendId}
                  value={nominee.id}
                  checked={chosen === nominee.id}
                  disabled={disabled}
                  onChange={() => choose(nominee.id, nominee.name)}
                  className="size-5 accent-accent-600"
                />
                <span className="text-base">{nominee.name}</span>
              </label>
            ))
          )}
        </fieldset>
        {category.result && <Results result={category.result} revealed={state.votes.state === "revealed"} />}
        {category.result && acts && state.viewer.capabilities.moderate && category.result.tied.length > 1 && (
          <TieChoice eventId={state.meeting.id} result={category.result} />
        )}
      </CardBody>
    </Card>
  );
}

function Results({ result, revealed }: { result: CategoryResult; revealed: boolean }) {
  return (
    <section aria-label={`${result.label} results`} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
      <p className="flex items-center gap-2 font-semibold">
        <Trophy aria-hidden="true" className="size-5 text-amber-500" />
        {winnerLine(result)}
      </p>
      {!revealed && (
        <p className="text-slate-600 text-sm dark:text-slate-400">Only you see these until you reveal them.</p>
      )}
      {result.tallies.length > 0 && (
        <ol className="mt-2 space-y-1 text-sm">
          {result.tallies.map((tally) => (
            <li key={tally.nomineeId} className="flex justify-between gap-3">
              <span>{tally.name}</span>
              <span className="tabular-nums">{votesText(tally.votes)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type CategoryResult = NonNullable<ConsoleVoteCategory["result"]>;

/**
 * The moderator's choice between nominees tied for the most votes: a button per tied nominee; the one chosen is
 * pressed. Choosing again replaces the choice; the server records who chose and when.
 */
function TieChoice({ eventId, result }: { eventId: string; result: CategoryResult }) {
  const decide = useDecideTie(eventId);
  const chosen = result.decidedBy === null ? undefined : result.winners[0]?.nomineeId;
  const headingId = `tie-${result.category}`;
  const names = result.tied.map((tally) => tally.name);
  const choose = (nomineeId: string, name: string) =>
    decide.mutate(
      { category: result.category, nomineeId },
      {
        onSuccess: () => notify(VOTING_MESSAGES.tieDecided(result.label, name)),
        onError: (error) => notifyRefusal(error, VOTING_MESSAGES.tieFailed),
      },
    );
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-xl border-2 border-amber-500 border-dashed p-4">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <Gavel aria-hidden="true" className="size-5" />
        {chosen ? "Tie decided" : "Decide the tie"}
      </h3>
      <p className="text-slate-700 text-sm dark:text-slate-300">
        {chosen
          ? `Decided by ${result.decidedBy}. You can choose again between ${names.join(" and ")}.`
          : `${names.slice(0, -1).join(", ")} and ${names.at(-1)} have ${votesText(result.tied[0]?.votes ?? 0)} each. Choose the winner: the results, the display and the report say the tie was decided.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {result.tied.map((tally) => {
          const sending = decide.isPending && decide.variables?.nomineeId === tally.nomineeId;
          return (
            <Button
              key={tally.nomineeId}
              variant={chosen === tally.nomineeId ? "primary" : "secondary"}
              aria-pressed={chosen === tally.nomineeId}
              busy={sending}
              disabled={decide.isPending && !sending}
              onClick={() => choose(tally.nomineeId, tally.name)}
              className="max-w-full"
            >
              <span className="break-words">{tally.name} wins</span>
            </Button>
          );
        })}
      </div>
    </section>
  );
}

/** The moderator's buttons: Close voting; once closed, Reveal results and Reopen voting. */
function VotingControls({ state }: { state: ConsoleState }) {
  const change = useVotingState(state.meeting.id);
  const current = state.votes.state;
  const move = (next: "open" | "closed" | "revealed") =>
    change.mutate(next, {
      onSuccess: () =>
        notify(
          next === "open"
            ? VOTING_MESSAGES.reopened
            : next === "closed"
              ? VOTING_MESSAGES.closed
              : VOTING_MESSAGES.revealed,
        ),
      onError: (error) => notifyRefusal(error, VOTING_MESSAGES.changeFailed),
    });
  return (
    <Card>
      <CardHeader
        title="Voting"
        description={
          current === "open"
            ? "Members are voting. Close voting when the last speech is over."
            : current === "closed"
              ? "Voting is closed. Reveal the results to show the winners to everyone and on the display."
              : "The results are shown to everyone and on the display."
        }
      />
      <CardBody className="flex flex-wrap gap-3">
        {current === "open" ? (
          <Button size="lg" onClick={() => move("closed")} busy={change.isPending}>
            <Lock aria-hidden="true" className="size-5" />
            Close voting
          </Button>
        ) : (
          <>
            {current === "closed" && (
              <Button size="lg" onClick={() => move("revealed")} busy={change.isPending}>
                <Eye aria-hidden="true" className="size-5" />
                Reveal results
              </Button>
            )}
            <Button variant="secondary" size="lg" onClick={() => move("open")} busy={change.isPending}>
              <LockOpen aria-hidden="true" className="size-5" />
              Reopen voting
            </Button>
          </>
        )}
      </CardBody>
    </Card>
  );
}
