type DemoEvent = {
  title: string;
  description: string;
  daysAhead: number;
  hourUtc: number;
  location: string;
  eventType: "meeting" | "contest" | "training" | "social" | "other";
  club?: string;
};

/** Upcoming public events of every type, dated relative to the day the demo is seeded. */
export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: "Weekly Pitch Practice",
    description:
      "Three prepared pitches, Table Topics and evaluations. Guests are welcome — come and watch or take a role.",
    daysAhead: 3,
    hourUtc: 1,
    location: "Mission Hub, 2nd floor, San Francisco",
    eventType: "meeting",
    club: "Bay Area Pitch Masters",
  },
  {
    title: "Spring Pitch Contest",
    description: "Members compete with a five-minute pitch in front of guest judges from local accelerators.",
    daysAhead: 12,
    hourUtc: 23,
    location: "Brooklyn Public Library, Central Branch",
    eventType: "contest",
    club: "Brooklyn Storytellers",
  },
  {
    title: "Evaluation Skills Workshop",
    description:
      "Learn the sandwich method, practise giving specific feedback and evaluate two recorded speeches together.",
    daysAhead: 6,
    hourUtc: 17,
    location: "Online",
    eventType: "training",
  },
  {
    title: "Speakers' Social Evening",
    description: "Meet members from clubs across the city, swap stories and plan joint meetings. Snacks on us.",
    daysAhead: 9,
    hourUtc: 0,
    location: "The Roastery, 5th Street, Austin",
    eventType: "social",
    club: "Austin Tech Talkers",
  },
  {
    title: "Open House for New Members",
    description: "Curious about joining? See a short demo meeting, try the timer and ask members anything.",
    daysAhead: 15,
    hourUtc: 22,
    location: "Lakeshore Community Center, Chicago",
    eventType: "other",
    club: "Chicago Lakeshore Speakers",
  },
  {
    title: "Demo Night: Five Minutes Flat",
    description: "Product demos, strictly timed. Every speaker gets a written evaluation and a filler-word count.",
    daysAhead: 18,
    hourUtc: 18,
    location: "Factory Berlin, Mitte",
    eventType: "meeting",
    club: "Berlin Demo Night",
  },
  {
    title: "Storytelling Masterclass",
    description: "A two-hour masterclass on structure, tension and the personal story, with live coaching.",
    daysAhead: 24,
    hourUtc: 16,
    location: "Online",
    eventType: "training",
  },
  {
    title: "Founders' Breakfast Pitch",
    description: "Early-morning pitch round for founders preparing for investor meetings.",
    daysAhead: 5,
    hourUtc: 7,
    location: "Shoreditch Works, London",
    eventType: "meeting",
    club: "London Founders Forum",
  },
];
