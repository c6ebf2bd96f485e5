import type { VoteCategory } from "../../../domain/meetings/votes";
import type { FillerWord } from "../../../domain/tools/ah-counter";
import type { CriterionKey } from "../../../domain/tools/evaluator";

/**
 * What the consoles of Remote Pitch Circle's past meetings recorded (their events: REMOTE_CIRCLE_PAST in events.ts),
 * in the shape of the demo meeting day's records (features/meetings/demo-meeting-day.ts), so that the demo member
 * Marcus Chen (index 1) has a speaking record over more than a year (decision 240): timed speeches within, under and
 * over time, fewer filler words as the months go by, scored evaluations and a vote won. Every meeting ended and keeps
 * its report; Research Night's speech was timed on Diego Alvarez's standalone timer and attached the next day, so its
 * report (kept as the meeting ended) does not list it while Marcus's record does. Items are the classic template's: 2 Table Topics, 3 and 4 the prepared pitches.
 */

const ITEM_STARTS = [0, 10, 20, 45, 57, 69, 75, 81, 86, 91, 110];
const ATTENDEES = [1, 7, 11, 19, 22];

type Scores = Partial<Record<CriterionKey, number>>;

const evaluation = (
  evaluator: number,
  speechTitle: string,
  scores: Scores,
  words: [opening: string, improvement: string, closing: string],
) => ({ evaluator, speaker: 1, speechTitle, scores, opening: words[0], improvement: words[1], closing: words[2] });

const pitch = (speaker: number, title: string, item: number, minutes: [number, number], seconds: number) => ({
  speaker,
  title,
  item,
  range: { minMinutes: minutes[0], maxMinutes: minutes[1] },
  startMinute: ITEM_STARTS[item] ?? 0,
  seconds,
});

const votes = (category: VoteCategory, pairs: Array<[voter: number, nominee: number]>) =>
  pairs.map(([voter, nominee]) => [voter, category, nominee] as [number, VoteCategory, number]);

type Fillers = Array<[number, Partial<Record<FillerWord, number>>]>;

export const REMOTE_CIRCLE_RECORDS = {
  "Remote Pitch Circle: First Online Meeting": {
    itemStarts: ITEM_STARTS,
    speeches: [
      pitch(1, "Why Remote Teams Need Rituals", 3, [4, 6], 431),
      pitch(7, "A Map of My Street", 4, [4, 6], 322),
    ],
    fillers: [
      [1, { Um: 7, Ah: 5, So: 4, Like: 3 }],
      [7, { Um: 2, Like: 2 }],
    ] as Fillers,
    attendees: ATTENDEES,
    evaluations: [
      evaluation(
        11,
        "Why Remote Teams Need Rituals",
        { clarity: 3, vocalVariety: 3, eyeContact: 2, gestures: 2, comfortLevel: 3, interest: 4, audienceAwareness: 3 },
        [
          "A brave first speech with a story everyone on the call recognised.",
          "Look into the lens, not at the screen, and cut one of the three examples to stay within time.",
          "The ritual idea will stay with us. Welcome to the stage.",
        ],
      ),
    ],
    endedMinute: 120,
  },
  "Remote Pitch Circle: Camera Craft Night": {
    itemStarts: ITEM_STARTS,
    speeches: [pitch(1, "The Camera Is a Person", 3, [5, 7], 392), pitch(7, "Lost in Six Airports", 4, [5, 7], 455)],
    fillers: [
      [1, { Um: 5, So: 3, Like: 2 }],
      [7, { Um: 3, Ah: 1 }],
    ] as Fillers,
    attendees: ATTENDEES,
    evaluations: [
      evaluation(
        11,
        "The Camera Is a Person",
        { clarity: 3, vocalVariety: 4, eyeContact: 3, gestures: 3, comfortLevel: 4, interest: 4, audienceAwareness: 4 },
        [
          "You spoke to the lens as to a friend — the whole call leaned in.",
          "Your hands left the frame twice: keep gestures between chin and chest on camera.",
          "Right on time and warmer than last time.",
        ],
      ),
    ],
    votes: [
      ...votes("best-speaker", [
        [7, 1],
        [11, 1],
        [19, 1],
        [22, 7],
      ]),
      ...votes("best-evaluator", [
        [1, 11],
        [19, 11],
      ]),
    ],
    endedMinute: 118,
  },
  "Remote Pitch Circle: Research Night": {
    itemStarts: ITEM_STARTS,
    // timed on Diego's standalone timer and attached to the meeting the next day (decision 244)
    speeches: [{ ...pitch(1, "Async Feedback That Lands", 3, [5, 7], 268), attachedBy: 7 }],
    fillers: [[1, { Um: 3, Ah: 2, "You know": 1 }]] as Fillers,
    attendees: ATTENDEES,
    evaluations: [
      evaluation(
        7,
        "Async Feedback That Lands",
        { clarity: 4, vocalVariety: 4, eyeContact: 4, gestures: 3, comfortLevel: 4, interest: 5, audienceAwareness: 4 },
        [
          "Three sources, one clear claim: the research showed without slowing you down.",
          "You finished early — give the second study its own example and a pause.",
          "The most useful talk we have had on feedback.",
        ],
      ),
    ],
    endedMinute: 115,
  },
  "Remote Pitch Circle: Vocal Variety Night": {
    itemStarts: ITEM_STARTS,
    speeches: [
      pitch(1, "Time Zones Are a Feature", 3, [5, 7], 371),
      pitch(7, "The Quiet Cartographer", 4, [5, 7], 402),
    ],
    fillers: [
      [1, { Um: 2, So: 1 }],
      [7, { Like: 2 }],
    ] as Fillers,
    attendees: ATTENDEES,
    evaluations: [
      evaluation(
        11,
        "Time Zones Are a Feature",
        { clarity: 4, vocalVariety: 5, eyeContact: 4, gestures: 4, comfortLevel: 4, interest: 5, audienceAwareness: 5 },
        [
          "Your voice did the travelling: quick for Tokyo, slow for Lisbon.",
          "End on the question you opened with, so the close echoes the start.",
          "Your best speech yet, and nearly no filler words.",
        ],
      ),
    ],
    votes: votes("best-speaker", [
      [1, 7],
      [11, 7],
      [19, 1],
      [22, 7],
    ]),
    endedMinute: 121,
  },
  "Remote Pitch Circle: Storytelling Night": {
    itemStarts: ITEM_STARTS,
    speeches: [pitch(7, "Every Map Tells a Lie", 3, [5, 7], 388)],
    fillers: [[7, { Um: 1 }]] as Fillers,
    attendees: ATTENDEES,
    endedMinute: 119,
  },
};
