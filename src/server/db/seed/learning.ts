/** Pathways ordered by level (1 beginner, 2 intermediate, 3 advanced). */
export const DEMO_PATHWAYS = [
  {
    name: "Presentation Mastery",
    description:
      "Build the foundations: structure a talk, open with a hook, use your voice and body, and close with purpose.",
    level: 1,
    totalProjects: 10,
  },
  {
    name: "Persuasive Influence",
    description:
      "Move people to act: understand your audience, frame a problem, handle objections and make a clear ask.",
    level: 2,
    totalProjects: 8,
  },
  {
    name: "Dynamic Leadership",
    description: "Speak as a leader: run meetings, give feedback that lands, and rally a team around a vision.",
    level: 2,
    totalProjects: 9,
  },
  {
    name: "Innovative Pitching",
    description:
      "Pitch products and ideas to investors, customers and partners — from the one-liner to the ten-minute deck.",
    level: 3,
    totalProjects: 12,
  },
];

type Lesson = { title: string; minutes: number; body: string; videoUrl?: string };
type Module = { title: string; description: string; isPreview: boolean; lessons: Lesson[] };

export const DEMO_COURSES: Array<{
  title: string;
  description: string;
  level: string;
  priceAmount: number;
  isFeatured: boolean;
  ageDays: number;
  modules: Module[];
}> = [
  {
    title: "The Perfect Pitch",
    description:
      "A complete course on crafting and delivering a pitch that wins the room, from a 30-second hook to Q&A.",
    level: "Intermediate",
    priceAmount: 4900,
    isFeatured: true,
    ageDays: 2,
    modules: [
      {
        title: "Know Your Audience",
        description: "Who is listening, what they care about and what you want them to do.",
        isPreview: true,
        lessons: [
          {
            title: "Mapping your listeners",
            minutes: 8,
            body: "Before you write a word, list who will be in the room and what each of them needs to hear to say yes. Investors look for a market and a team; customers look for their problem, described better than they could describe it themselves.",
          },
          {
            title: "Defining the one action",
            minutes: 6,
            body: "Every pitch ends with an ask. Write the single action you want your audience to take, and make every part of the pitch lead there.",
          },
        ],
      },
      {
        title: "Structure That Sticks",
        description: "Problem, solution, proof and ask — in an order people remember.",
        isPreview: false,
        lessons: [
          {
            title: "The hook in 30 seconds",
            minutes: 10,
            body: "Open with a moment, a number or a question that makes the problem real. Skip the agenda slide; earn attention first.",
          },
          {
            title: "Proof points that persuade",
            minutes: 12,
            body: "Traction, testimonials and data are only persuasive when they answer a doubt your audience already has. Pick three and tie each one to a doubt.",
          },
          {
            title: "Closing with a clear ask",
            minutes: 7,
            body: "Restate the problem in one sentence, show the future with your solution, and ask for one specific thing.",
          },
        ],
      },
      {
        title: "Delivery and Q&A",
        description: "Voice, pace, pauses and handling tough questions with calm.",
        isPreview: false,
        lessons: [
          {
            title: "Pace and the power of the pause",
            minutes: 9,
            body: "Slow down at the moments that matter. A two-second pause before your key number lets it land.",
          },
          {
            title: "Answering hard questions",
            minutes: 11,
            body: "Listen to the whole question, acknowledge it, answer in one sentence, then support it. It is fine to say you will follow up.",
          },
        ],
      },
    ],
  },
  {
    title: "Speaking Foundations",
    description:
      "A free starter course: calm your nerves, organise your thoughts and give your first great five-minute talk.",
    level: "Beginner",
    priceAmount: 0,
    isFeatured: false,
    ageDays: 20,
    modules: [
      {
        title: "Managing Nerves",
        description: "Turn adrenaline into energy.",
        isPreview: true,
        lessons: [
          {
            title: "Why nerves happen",
            minutes: 5,
            body: "Nervousness is your body preparing to perform. Breathing out slowly for longer than you breathe in tells it you are safe.",
          },
          {
            title: "A pre-talk routine",
            minutes: 6,
            body: "Arrive early, walk the stage, rehearse your first sentence aloud and pick three friendly faces.",
          },
        ],
      },
      {
        title: "Your First Speech",
        description: "From blank page to confident five minutes.",
        isPreview: true,
        lessons: [
          {
            title: "One message, three points",
            minutes: 8,
            body: "Decide the single idea your audience should leave with, then support it with three points — a story, an example and a fact.",
          },
          {
            title: "Rehearsing out loud",
            minutes: 7,
            body: "Rehearse standing up, out loud, timed. Record yourself once and watch it with the sound off to see your gestures.",
          },
        ],
      },
    ],
  },
  {
    title: "Storytelling for Leaders",
    description: "Use stories to explain change, build trust and make strategy memorable for your team.",
    level: "Advanced",
    priceAmount: 7900,
    isFeatured: false,
    ageDays: 45,
    modules: [
      {
        title: "The Shape of a Story",
        description: "Character, conflict and change.",
        isPreview: true,
        lessons: [
          {
            title: "Finding stories in your work",
            minutes: 9,
            body: "Keep a story bank: moments where a customer surprised you, a plan failed, or a colleague did something brave.",
          },
        ],
      },
      {
        title: "Stories That Drive Change",
        description: "Telling the story of where the team is going.",
        isPreview: false,
        lessons: [
          {
            title: "From strategy to story",
            minutes: 12,
            body: "Strategy documents describe the destination; stories make people want to go there. Show one person's day after the change.",
          },
          {
            title: "Making it yours",
            minutes: 8,
            body: "Personal stories build trust when they show what you learned, not how great you are.",
          },
        ],
      },
    ],
  },
];
