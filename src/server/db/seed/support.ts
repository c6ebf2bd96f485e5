export const DEMO_FAQS = [
  {
    question: "How do I join a club?",
    answer:
      "Open Find Clubs, search by name, city or topic, and press Join Club on the club you like. You become a member at once and can take meeting roles at its events.",
    isFeatured: true,
  },
  {
    question: "What is a learning pathway?",
    answer:
      "A pathway is a series of speaking projects that build one skill set, such as Presentation Mastery or Persuasive Influence. Start one from Pathways Learning and mark projects complete as you deliver them.",
    isFeatured: true,
  },
  {
    question: "How do certification programs work?",
    answer:
      "Each program has goals, and each goal asks for a number of pitches. Write your pitches on the program page; when every goal is complete you can claim your certificate.",
    isFeatured: true,
  },
  {
    question: "Do I need an account to use the meeting timer?",
    answer:
      "No. The Timer, Ah Counter and Evaluator work for everyone, right in your browser, and keep their history on your device — even without a network once the app has been opened.",
    isFeatured: true,
  },
  {
    question: "How do I sign up for a meeting role?",
    answer:
      "Open an event in Events & News, press More, and choose a role in the meeting roles panel. You can hold one role, or pitcher plus one other role, per meeting.",
    isFeatured: false,
  },
  {
    question: "Why can't I take both pitcher and moderator?",
    answer:
      "The moderator runs the meeting, so they cannot also be one of the pitchers. You can combine pitcher with evaluator, timer or ah counter.",
    isFeatured: false,
  },
  {
    question: "What do the timer's green, yellow and red lights mean?",
    answer:
      "Green means you are within time, yellow means it is time to start wrapping up, and red means you have reached your maximum. Each speech type has its own thresholds.",
    isFeatured: false,
  },
  {
    question: "How do I get access to Leadership Central?",
    answer:
      "Leadership Central is for club officers. Ask your administrator for an access key and enter it on the Leadership Central page; access stays with your account.",
    isFeatured: false,
  },
  {
    question: "Are courses free?",
    answer:
      "Some courses are free and some are paid; each course shows its price or Free. Modules marked Free Preview can be watched before you start a course.",
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
      "On the sign-in screen choose Forgot password?, enter your e-mail and follow the link we send you. The link works once and expires after an hour.",
    isFeatured: false,
  },
  {
    question: "Can I add an event to my calendar?",
    answer:
      "Yes. Every event card has an Add to calendar link that downloads a calendar file for Google Calendar, Outlook or Apple Calendar.",
    isFeatured: false,
  },
  {
    question: "How do I change my name or profile picture?",
    answer:
      "Open the profile menu and choose Profile. You can edit your first and last name and the address of your picture there.",
    isFeatured: false,
  },
  {
    question: "How quickly does support reply?",
    answer: "We usually reply within 24 hours. Use the Contact Us tab on this page and we will answer by e-mail.",
    isFeatured: false,
  },
].map((faq, index) => ({ ...faq, orderIndex: index + 1 }));
