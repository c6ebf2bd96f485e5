/**
 * Demo FAQs: what members really ask about the product's features, in the product's voice.
 * Featured ones appear under Popular Questions. Keep answers true to what the screens do.
 */
export const DEMO_FAQS = [
  {
    question: "How do I join a club?",
    answer:
      "Open Find Clubs and search by name, location or description. Press Join Club on the club you like: its card then shows a Member badge, and you can take meeting roles at its events. Leave Club undoes it at any time.",
    isFeatured: true,
  },
  {
    question: "What is a learning pathway?",
    answer:
      "A pathway is a series of speaking projects that builds one set of skills, such as Presentation Mastery or Persuasive Influence. Press Start Pathway on Pathways Learning; the card then shows your progress and a Continue Learning button.",
    isFeatured: true,
  },
  {
    question: "How do certification programs work?",
    answer:
      "Each program has goals, and each goal asks for a number of pitches. Open a program from Professional Certifications on Pathways Learning and write your pitches against its goals. When every goal is complete, the program reaches 100% and you can claim your certificate.",
    isFeatured: true,
  },
  {
    question: "Do I need an account to use the meeting tools?",
    answer:
      "No. The Timer, Ah Counter and Evaluator under Meeting Resources work for everyone, right in your browser. Their history stays on your device, and you can export it as a text file.",
    isFeatured: true,
  },
  {
    question: "How do I take a role in a meeting?",
    answer:
      "Open Events & News, press More on the meeting, and choose a role in the meeting roles panel. For a club's own event you need to be a member of that club. You can hold one role, or pitcher plus one other role, per meeting.",
    isFeatured: false,
  },
  {
    question: "Why can't I be both pitcher and moderator?",
    answer:
      "The moderator runs the meeting, so they cannot also be one of the pitchers. You can combine pitcher with evaluator, timer or ah counter.",
    isFeatured: false,
  },
  {
    question: "How many people can take each meeting role?",
    answer:
      "A meeting has room for 3 pitchers and 3 evaluators, and 1 each of moderator, timer and ah counter. When a role is full, the panel tells you so.",
    isFeatured: false,
  },
  {
    question: "What do the timer's green, yellow and red lights mean?",
    answer:
      "Green means you are within time, yellow means it is time to wrap up, and red means you have reached your maximum. Each speech type has its own marks: an Ice Breaker turns yellow at 4:00 and red at 5:00, Table Topics at 1:00 and 2:00.",
    isFeatured: false,
  },
  {
    question: "What does the Ah Counter count?",
    answer:
      "Filler words: um, uh, ah, so, well, like, you know and actually. Add each speaker, start the session and tap a word whenever you hear it; the report shows each speaker's totals.",
    isFeatured: false,
  },
  {
    question: "How do I get access to Leadership Central?",
    answer:
      "Leadership Central is for club officers. Ask your administrator for an access key and enter it on the Leadership Central page; the access then stays with your account.",
    isFeatured: false,
  },
  {
    question: "Are courses free?",
    answer:
      "Each course shows Free or its price, and Enrolled once you have started it. Modules marked Free Preview are open to everyone; the other modules unlock when you start the course.",
    isFeatured: false,
  },
  {
    question: "Can I add an event to my calendar?",
    answer:
      "Yes. Every event card offers a calendar file (.ics) that Google Calendar, Outlook and Apple Calendar can open.",
    isFeatured: false,
  },
  {
    question: "I did not receive my verification e-mail. What now?",
    answer:
      "Check your spam folder first. Then try signing in: the sign-in screen offers to send the verification e-mail again.",
    isFeatured: false,
  },
  {
    question: "How do I reset my password?",
    answer:
      "On the sign-in screen choose Forgot password?, enter your e-mail address and follow the link we send you. The link works once and expires after an hour.",
    isFeatured: false,
  },
  {
    question: "How do I change my name or profile picture?",
    answer:
      "Open the profile menu and choose Profile. You can edit your first and last name and the address of your picture there, and change your password.",
    isFeatured: false,
  },
  {
    question: "How quickly does support reply?",
    answer:
      "We typically reply within 24 hours. Write to us on the Contact Us tab of this page — no account needed — and we will answer by e-mail.",
    isFeatured: false,
  },
].map((faq, index) => ({ ...faq, orderIndex: index + 1 }));
