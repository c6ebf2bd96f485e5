/** The topic tiles of the Pathways page; Begin Journey goes to the pathway or course that matches. */
export type LearningTopic = {
  id: string;
  title: string;
  summary: string;
  description: string;
  skills: string[];
  /** Where Begin Journey goes: a pathway (by name) or a course (by title). */
  journey: { kind: "pathway"; name: string } | { kind: "course"; title: string };
};

export const LEARNING_TOPICS: LearningTopic[] = [
  {
    id: "confidence",
    title: "Speaking with Confidence",
    summary: "Calm nerves and find your voice.",
    description:
      "Turn nervous energy into presence. Learn a pre-talk routine, how to breathe and pause, and how to give a first five-minute talk you are proud of.",
    skills: ["Managing nerves", "Voice and pace", "First speech"],
    journey: { kind: "course", title: "Speaking Foundations" },
  },
  {
    id: "pitching",
    title: "Pitching Ideas",
    summary: "Win the room in minutes.",
    description:
      "Know your audience, structure problem, solution, proof and ask, and handle the questions that follow — for investors, customers or your own team.",
    skills: ["Hooks", "Structure", "The ask", "Q&A"],
    journey: { kind: "course", title: "The Perfect Pitch" },
  },
  {
    id: "storytelling",
    title: "Storytelling",
    summary: "Make ideas memorable.",
    description:
      "Find stories in your everyday work and shape them with character, conflict and change so people remember your message and repeat it.",
    skills: ["Story bank", "Story structure", "Stories for change"],
    journey: { kind: "course", title: "Storytelling for Leaders" },
  },
  {
    id: "presentation",
    title: "Presentation Skills",
    summary: "Structure, body language and visuals.",
    description:
      "Build the foundations project by project: organise a talk, use your body and voice, work with visual aids and close with purpose.",
    skills: ["Organisation", "Body language", "Visual aids"],
    journey: { kind: "pathway", name: "Presentation Mastery" },
  },
  {
    id: "leadership",
    title: "Leadership Communication",
    summary: "Speak as a leader.",
    description:
      "Run meetings people value, give feedback that lands and rally a team around a vision through a series of practical projects.",
    skills: ["Meetings", "Feedback", "Vision"],
    journey: { kind: "pathway", name: "Dynamic Leadership" },
  },
  {
    id: "persuasion",
    title: "Persuasion",
    summary: "Move people to act.",
    description:
      "Understand what your audience values, frame the problem, handle objections and make an ask that is easy to say yes to.",
    skills: ["Framing", "Objections", "Calls to action"],
    journey: { kind: "pathway", name: "Persuasive Influence" },
  },
];

export const findTopic = (id: string | null | undefined) => LEARNING_TOPICS.find((topic) => topic.id === id);
