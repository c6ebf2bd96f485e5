/**
 * The counting session in progress, kept in local storage so a reload or a phone that drops the tab in the middle
 * of a meeting loses no tap. The history of ended sessions lives under the specification's key.
 */
import { useCallback } from "react";
import { z } from "zod";
import { type CounterAction, type CounterState, counterReducer, FILLER_WORDS, SETUP } from "@/domain/tools/ah-counter";
import { type CounterSession, counterSessionSchema, readRecords, STORAGE_KEYS } from "@/domain/tools/records";
import { parseJson, readStored, useStored } from "../browser-storage";

export const CURRENT_COUNTER_KEY = "ah-counter-current";

const word = z.enum(FILLER_WORDS);
const counterStateSchema = z.object({
  active: z.boolean(),
  speakers: z
    .array(
      z.object({
        id: z.string().min(1).max(200),
        name: z.string().min(1).max(200),
        fillerWords: z.object(
          Object.fromEntries(FILLER_WORDS.map((w) => [w, z.number().int().min(0).max(1_000_000)])) as Record<
            (typeof FILLER_WORDS)[number],
            z.ZodNumber
          >,
        ),
      }),
    )
    .max(1000),
  trackedId: z.string().nullable(),
  taps: z.array(z.object({ speakerId: z.string(), word })).max(100_000),
});

const parseCounterState = (raw: string | null): CounterState => {
  const parsed = counterStateSchema.safeParse(parseJson(raw));
  return parsed.success ? parsed.data : SETUP;
};

export function useCounter(): [CounterState, (action: CounterAction) => void] {
  const [state, save] = useStored(CURRENT_COUNTER_KEY, parseCounterState);
  const dispatch = useCallback(
    (action: CounterAction) => save(counterReducer(readStored(CURRENT_COUNTER_KEY, parseCounterState), action)),
    [save],
  );
  return [state, dispatch];
}

const parseHistory = (raw: string | null) => readRecords(raw, counterSessionSchema);

export function useCounterHistory() {
  return useStored<CounterSession[]>(STORAGE_KEYS.ahCounter, parseHistory);
}
