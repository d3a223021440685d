// "Playing Fair": the only chat phrases offered during play; players may speak generally, never about their cards.
export const chatPhrases: readonly string[] = [
  "I'm not going to be able to complete this Event successfully!",
  'I think I can help with this Event.',
  'I can probably complete this Event successfully.',
  "I'd rather not participate in this one.",
  'Pick me for this Event.',
  'Should we spend Honor or Credits here?',
  "Let's spend Credits on this.",
  "Let's spend Honor on this.",
  "Let's save our Credits and Honor.",
  'I have a few cards to spare.',
  "I'm running low on cards.",
  "I'm done playing cards.",
  // "During the Resolution phase, the players may discuss the various actions they can perform before acting": the
  // actions on a Character card are public, so they may be named; cards in hand never are.
  'I can redraw Result cards with an action.',
  'I can use my Game Ability here.',
  'Wait, I may still act.',
  "Go ahead, I'll act after you.",
  'Shiny!',
  'Gorramit!',
  'Good game, crew.',
];
