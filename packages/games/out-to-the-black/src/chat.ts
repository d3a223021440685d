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
  'Shiny!',
  'Gorramit!',
  'Good game, crew.',
];
