// The rules of Firefly: Out to the Black in our own words, as this package plays them, with a glossary of the board's terms.
import type { GameGuide } from '@cortex/engine';

export const GUIDE: GameGuide = {
  summary:
    "Firefly: Out to the Black is a cooperative card game for 3 to 5 players, who together crew Serenity and take on a deck of jobs called Events. On each turn one player leads an Event: the crew picks who goes along, plays Serenity cards face down to raise its Fightin', Flyin' and Thinkin' totals, then turns over a Gorramit card and three Result cards to see how each skill check went. The more checks succeed, the better the Event's Victory Level: good levels earn Credits and Honor, bad ones cost them and bring Alliance cards down on the crew. Everyone wins by completing every Event in the deck; everyone loses if Credits or Honor fall to zero or the last Alliance card is drawn.",

  sections: [
    {
      id: 'components',
      title: 'What is in the game',
      paragraphs: [
        'The game uses these cards and tokens:',
        '- 9 Character cards: Mal, Zoe, Wash, Inara, Jayne, Kaylee, Simon, River and Shepherd Book.',
        '- 22 Event cards, the jobs the crew must complete. Four are marked 4+ and four are marked 5+; they only appear in larger games.',
        "- 36 Serenity cards for the players' hands, each with a Result Number from 1 to 6 (six of each).",
        '- 14 Alliance cards, which make life harder the closer the Alliance gets.',
        '- 16 Gorramit cards, one of which twists every Event.',
        '- 15 Credit tokens and 15 Honor tokens, shared by the whole crew.',
        'The crew can never hold more than the 15 tokens of each kind: a gain beyond 15 is lost.',
      ],
    },
    {
      id: 'definitions',
      title: 'Key terms',
      paragraphs: [
        "Every Event tests three skills: Fightin', Flyin' and Thinkin'. Each Character card gives a number of points in each skill, and each Event gives a Target Number for each skill. Reaching or beating a Target Number is one successful skill check (a Contest).",
        'The Active player is the player whose turn it is. The participating players are those taking part in the current Event; the Active player always participates.',
        'A Result card is the top Serenity card turned over only for its Result Number. A Specialty is a skill in italics on a Character card (a star on this site).',
      ],
    },
    {
      id: 'setup',
      title: 'Setup',
      paragraphs: [
        'The site prepares the table for you:',
        '- Events marked 5+ are taken out unless five play; Events marked 4+ are taken out in a three-player game.',
        '- The Event and Alliance decks are shuffled and a number of each is dealt by player count: 3 players get 8 Events and 4 Alliance cards, 4 players get 10 and 5, 5 players get 12 and 6. The rest stay out of the game unseen.',
        '- The Gorramit deck is shuffled.',
        '- The crew starts with 8 Credits and 8 Honor.',
        'Then each player, in seat order, picks a different character and is dealt their Starting Hand Size in Serenity cards; the rest form the Serenity deck. Last, the starting player is chosen: at random, unless the lobby named a seat. Turns go clockwise (to the left) from them.',
      ],
    },
    {
      id: 'turn',
      title: 'A turn',
      paragraphs: [
        'The players take turns one after another until the game ends. Each turn has four phases, always in this order:',
        '- Action phase: the Active player takes one action or passes.',
        '- Event phase: the top Event card is turned over, its participants are chosen and players play Serenity cards to help.',
        '- Resolution phase: a Gorramit card and three Result cards are turned over, players may still react, and the Victory Level decides what happens.',
        '- End Game phase: the crew checks whether it has won or lost; if not, the next player to the left becomes the Active player.',
      ],
    },
    {
      id: 'action-phase',
      title: 'Action phase',
      paragraphs: [
        'The Active player does one thing: uses an A Game Ability, plays Regroup or Sacrifice, uses one A action from their Character card, or passes. This does not limit what they may do in later phases.',
        'Nobody else may act now, except that any player holding at least three cards may play Sacrifice: at once, while the Active player decides, or when asked after the Active player has acted. Everyone who could play it is asked (holding one or not, so nobody learns who does), until each has played it or passed; nobody is asked when a Sacrifice lies face up in the discard pile, or when nobody else holds three cards. Then the Event phase begins.',
      ],
      sections: [
        {
          id: 'game-abilities',
          title: 'Game Abilities',
          paragraphs: [
            'Each Character card has one Game Ability, marked with the phase it works in (A, E or R). Each player may use one only once per game, counted per player: a player whose character is swapped (see Heavy Injuries) gets no fresh ability.',
            'An ability is used by the Active player on their own turn, unless it says "while participating" (Zoe, Wash, Jayne, River): then it works on any turn that player takes part in the Event.',
            "Shepherd Book's ability triggers by itself while he is the Active character (see his card below). Using an A ability is the Active player's one action.",
          ],
        },
        {
          id: 'credit-honor-actions',
          title: 'Credit and Honor actions',
          paragraphs: [
            "Character cards list actions paid with the crew's Credits or Honor, each marked with its phase:",
            '- A: only the Active player, as their one action of the Action phase.',
            '- E: a participating player on their own Event-phase turn, as many times as the crew can pay.',
            "- R: a participating player in the Resolution window, as many times as the crew can pay. Kaylee's redraw works even when she is not participating.",
            'Nobody may spend more than the crew holds, and a trade needs what it gives up. Spending down to exactly 0 is allowed; the loss is only checked in the End Game phase. No one can stop another player from spending.',
          ],
        },
        {
          id: 'hand-limits',
          title: '"Limit X in hand"',
          paragraphs: [
            'Many drawing actions say "limit X in hand". Each player the action concerns checks their hand once, before drawing: with X cards or fewer they draw, with more than X they get nothing.',
            'So "limit 0" only helps players with empty hands. A draw without a limit always works, and there is no maximum hand size.',
          ],
        },
      ],
    },
    {
      id: 'event-phase',
      title: 'Event phase',
      paragraphs: [
        'The top Event card is turned over: its name, Single Player or Multi-Player N, a Target Number per skill, and four Victory Level rows (VL0 to VL3) for zero to three successful checks. Then:',
        '- The Active player chooses the other participants of a Multi-Player Event.',
        '- The Active player plays cards and uses E actions or abilities, then each other participant clockwise does the same.',
        '- Then each non-participant, clockwise from the Active player, may play Co-Pilot, Lend a Hand or I Got an Idea.',
      ],
      sections: [
        {
          id: 'participants',
          title: 'Choosing participants',
          paragraphs: [
            'A Single Player Event is run by the Active player alone. A Multi-Player Event N takes the Active player plus N-1 others, chosen together; if N equals the number of players, everyone takes part.',
            "Participants' skills are added together; a non-participant's skill only counts through Help.",
          ],
        },
        {
          id: 'playing-cards',
          title: 'Playing cards',
          paragraphs: [
            'Participants may lay down skill cards, Wilds, and Strength, Maneuvers or Psychic. Non-participants may only lay down Co-Pilot, Lend a Hand or I Got an Idea, which participants may never play.',
            "Cards go face down, except skill cards matching your Specialty, which go face up (Inara shows her Flyin' and Thinkin' cards but hides a Fightin' one). The log calls a face-down card \"a card\" for everyone but its owner.",
            'You select cards and lay them down together as one move. With no E action or ability left, that ends your turn; otherwise you may go on until you are done.',
            'Played cards are used up, needed or not, and discarded when the Event ends.',
          ],
        },
      ],
    },
    {
      id: 'resolution-phase',
      title: 'Resolution phase',
      paragraphs: [
        'In this order:',
        '- The top Gorramit card is turned over and applied, for this Event only. What it asks (Unexpected Shift, Heavy Injuries) is decided before the played cards are seen.',
        "- The played cards are turned over, and Result cards are drawn for Fightin', Flyin' and Thinkin', in that order.",
        '- The Active player assigns the Wilds.',
        '- Players react with R abilities, R actions, Last Minute Boost, Sneaky or Help.',
        '- Totals are compared with the targets and the Victory Level row is applied.',
      ],
      sections: [
        {
          id: 'totals',
          title: 'Skill totals',
          paragraphs: [
            "A skill's total is the sum of the participating characters' skill points, the skill cards played for it, any Co-Pilot (Flyin'), Lend a Hand (Fightin') or I Got an Idea (Thinkin'), each worth +1, bonuses from E actions and abilities, Help, its Result Number (plus any Last Minute Boost), the Wilds placed on it, and whatever the Gorramit card and Alliance cards in force add or take away.",
            'A total equal to or higher than its Target Number is a success. The number of successes, from 0 to 3, is the Victory Level: VL0, VL1, VL2 or VL3.',
            'An empty Serenity deck is replaced by the shuffled discard pile; if both are empty, a missing Result card counts 0.',
          ],
        },
        {
          id: 'resolution-window',
          title: 'Reacting to the Results',
          paragraphs: [
            'Once the Wilds are placed, everyone who can react decides at the same time, and may talk it over. Participants may play Last Minute Boost, Sneaky or Help and use R abilities and actions; Kaylee may redraw even when not participating.',
            'Players who could not do anything are not asked. The window stays open until everyone asked has passed; any action that changes a total or a Result (a redraw, a Boost, Help, a cancelled Gorramit card) gives everyone the chance to act again. Sneaky only reduces Alliance cards, so it does not reopen the window for those who already passed.',
            'A redraw replaces the Result card of the chosen skill (or all three) with a fresh one from the deck. If that skill was drawn "two cards, use the higher", the redraw again draws two.',
          ],
        },
        {
          id: 'wilds',
          title: 'Wilds',
          paragraphs: [
            'Wild +1 and Wild +2 cards are played face down in the Event phase but only used now. Once the three Result cards are known, and before anyone reacts to them, the Active player puts each Wild on the skill of their choice, all at once. Different Wilds may go on different skills, but a Wild +2 can never be split between two skills. A Wild stays where it was put, even if a Result is redrawn afterwards, unless the lobby chose that the Active player places the Wilds again after each redraw.',
            'Skill cards made Wild by Strength, Maneuvers or Psychic are placed the same way. Under Hwoon Dahn, all Wilds count for nothing, so they are only placed while River could still cancel that card.',
          ],
        },
      ],
    },
    {
      id: 'victory-levels',
      title: 'The Victory Level chart',
      paragraphs: [
        'The row of the Event card matching the Victory Level is carried out. Its entries use these abbreviations:',
        '- All: draw that many Alliance cards. A negative number (such as -1 All) instead returns that many Alliance cards already in play to the bottom of the Alliance deck; the Active player chooses which for the crew. Returning the card in force puts the one beneath it in force again; returning a covered card changes nothing in force.',
        '- Cr: the crew gains or loses that many Credits.',
        '- Ho: the crew gains or loses that much Honor.',
        '- -X Choice: the Active player picks one: lose X Credits, lose X Honor, or draw X Alliance cards instead.',
        '- +X Choice: the Active player picks whether the crew gains X Credits or X Honor. A gain can never be used to return Alliance cards.',
        'The row is applied in this order: Credits and Honor first, then any returned Alliance card, then the Choice (Alliance cards chosen here are drawn at once), then the Alliance cards of the row together with any extra card from Your Official Seal is Out of Date.',
        "Alliance cards drawn by an Event never change that Event's own result: the row is read before they arrive. Credit and Honor Rewards only adjust the Cr and Ho entries of the row, not Choices, Gorramit cards, actions or Sacrifice.",
      ],
    },
    {
      id: 'end-game',
      title: 'End Game phase: winning and losing',
      paragraphs: [
        'After every Event, the played and Result cards are discarded and the crew checks how things stand:',
        '- The crew loses if it has 0 Credits or fewer, or 0 Honor or fewer.',
        '- The crew loses if the last Alliance card has been drawn, even on the final Event: losses are checked before the win.',
        '- Otherwise, the crew wins if the Event deck is empty: every Event has been completed, whatever Victory Levels were reached.',
        'If the game goes on, the player to the left of the Active player starts the next turn. After an Unexpected Shift the turn passes to the left of the player whose turn it originally was.',
      ],
    },
    {
      id: 'characters',
      title: 'The characters',
      paragraphs: [
        "Each Character card shows three skill values (Fightin', Flyin', Thinkin', Specialties marked), a Starting Hand Size, a Game Ability usable once per game, and Credit and Honor actions with their phase letter and cost. The crew as this site plays it:",
      ],
      sections: [
        {
          id: 'mal',
          title: 'Mal',
          paragraphs: [
            "Fightin' 2 (Specialty), Flyin' 1, Thinkin' 1; Starting Hand Size 5.",
            'Game Ability (A): draw up to 5 cards, then give 3 cards, one at a time, to any other players; only the receiver sees each card.',
            '- A, 1 Credit: draw one card, limit 5 in hand.',
            '- A, 2 Credits: draw one card, limit 5 in hand, then every other player draws one card.',
            '- E, 1 Credit: every player draws one card, limit 0 in hand.',
            '- R, 1 Honor: redraw all three Result cards.',
            '- E, 2 Honor: pick a skill before the Results are drawn; it draws two Result cards and the higher counts.',
            '- A, no cost: trade 2 Credits for 2 Honor.',
          ],
        },
        {
          id: 'zoe',
          title: 'Zoe',
          paragraphs: [
            "Fightin' 3 (Specialty), Flyin' 1, Thinkin' 1; Starting Hand Size 7.",
            "Game Ability (E, while participating): +2 Fightin' for this Event.",
            '- A, 1 Credit: draw one card, limit 4 in hand.',
            "- E, 1 Credit: +1 Fightin'.",
            '- R, 2 Honor: redraw the Result card of one skill.',
            '- A, no cost: trade 2 Honor for 2 Credits.',
          ],
        },
        {
          id: 'wash',
          title: 'Wash',
          paragraphs: [
            "Fightin' 0, Flyin' 3 (Specialty), Thinkin' 1; Starting Hand Size 5.",
            'Game Ability (R, while participating): redraw the Result card of one skill.',
            '- A, 1 Credit: draw one card, limit 4 in hand.',
            "- E, 1 Honor: +1 Flyin'.",
            '- R, 2 Credits: redraw the Result card of one skill.',
          ],
        },
        {
          id: 'inara',
          title: 'Inara',
          paragraphs: [
            "Fightin' 1, Flyin' 2 (Specialty), Thinkin' 2 (Specialty); Starting Hand Size 7.",
            'Game Ability (A): the crew gains 2 Credits.',
            '- A, 1 Credit: draw one card, limit 7 in hand; then Mal, if someone plays him, may draw one card, limit 2 in hand: his player chooses.',
            '- A, no cost: trade 2 Credits for 2 Honor.',
            "- E, 1 Honor: +1 Thinkin'.",
          ],
        },
        {
          id: 'jayne',
          title: 'Jayne',
          paragraphs: [
            "Fightin' 3 (Specialty), Flyin' 1, Thinkin' 0; Starting Hand Size 4.",
            "Game Ability (E, while participating): +3 Fightin' for this Event, even on another player's turn.",
            '- A, 1 Credit: draw one card, limit 3 in hand.',
            "- E, 1 Credit: +1 Fightin'.",
            '- R, 2 Honor: redraw the Result card of one skill.',
          ],
        },
        {
          id: 'kaylee',
          title: 'Kaylee',
          paragraphs: [
            "Fightin' 1, Flyin' 2, Thinkin' 2 (Specialty); Starting Hand Size 5.",
            'Game Ability (A): every player draws 2 cards, limit 4 in hand (a player holding 4 cards ends up with 6).',
            '- A, 1 Credit: every player draws one card, limit 2 in hand.',
            "- E, 1 Credit: +1 Flyin'.",
            '- R, 2 Honor: redraw all three Result cards. This works even when Kaylee is not participating.',
          ],
        },
        {
          id: 'simon',
          title: 'Simon',
          paragraphs: [
            "Fightin' 0, Flyin' 1, Thinkin' 3 (Specialty); Starting Hand Size 5.",
            'Game Ability (A): the crew gains 2 Honor.',
            '- A, 1 Credit: draw one card, limit 4 in hand.',
            '- A, 1 Honor: every player draws one card, limit 1 in hand.',
            "- E, 1 Honor: +1 Thinkin'.",
          ],
        },
        {
          id: 'river',
          title: 'River',
          paragraphs: [
            "Fightin' 3, Flyin' 1, Thinkin' 2 (Specialty); Starting Hand Size 3.",
            "Game Ability (R, while participating): cancel the Gorramit card. Its lasting effects stop (modifiers, Hwoon Dahn, the Seal's extra Alliance card, the reshuffle), but what it did when revealed (Credits, Honor, Unexpected Shift, Heavy Injuries, Yolanda's switch) stays done, so the ability is only offered while cancelling changes something.",
            '- E, 1 Honor: pick a skill before the Results are drawn; it draws two Result cards and the higher counts.',
            '- R, 1 Credit: redraw the Result card of one skill.',
          ],
        },
        {
          id: 'shepherd',
          title: 'Shepherd Book',
          paragraphs: [
            "Fightin' 1, Flyin' 0, Thinkin' 2 (Specialty); Starting Hand Size 3.",
            'Game Ability (always on, once per game): while Shepherd is the Active character, the first Alliance card the crew would draw is not drawn.',
            '- A, 3 Credits: every player draws one card, with no limit.',
            '- A, 1 Honor: draw one card, limit 3 in hand.',
            '- R, 2 Honor: redraw all three Result cards.',
          ],
        },
      ],
    },
    {
      id: 'serenity-cards',
      title: 'Serenity cards',
      paragraphs: [
        'Each Serenity card has a title, a Wild or Serenity marking, the phase in which it is played and a Result Number from 1 to 6 in the corner. The 36 cards are:',
        "- Fightin' +1 (5), Fightin' +2 (1), Flyin' +1 (4), Flyin' +2 (2), Thinkin' +1 (3), Thinkin' +2 (2).",
        '- Wild +1 (4) and Wild +2 (1).',
        '- Co-Pilot (2), Lend a Hand (2) and I Got an Idea (2).',
        '- Strength, Maneuvers, Psychic, Last Minute Boost, Sneaky, Help, Regroup and Sacrifice (1 each).',
      ],
      sections: [
        {
          id: 'skill-cards',
          title: 'Skill cards',
          paragraphs: [
            "Fightin', Flyin' and Thinkin' +1 and +2 are played by participants in the Event phase and add to that skill's total. They go face down unless the skill is the player's Specialty, in which case they go face up.",
          ],
        },
        {
          id: 'wild-cards',
          title: 'Wild +1 and Wild +2',
          paragraphs: [
            'Played face down by a participant in the Event phase; in the Resolution phase the Active player adds each one, whole, to the skill of their choice after seeing all the Results.',
          ],
        },
        {
          id: 'assist-cards',
          title: 'Co-Pilot, Lend a Hand, I Got an Idea',
          paragraphs: [
            "These are the only cards a player who is not participating may play in the Event phase, and participants can never play them. Each adds +1 to one total: Co-Pilot to Flyin', Lend a Hand to Fightin', I Got an Idea to Thinkin'. They go face down and are not skill cards, so Strength, Maneuvers and Psychic never make them Wild.",
          ],
        },
        {
          id: 'make-wild-cards',
          title: 'Strength, Maneuvers, Psychic',
          paragraphs: [
            "Played face down by a participant in the Event phase. Every skill card of one kind played for this Event, by anyone, becomes a Wild: Strength does this to Fightin' cards, Maneuvers to Flyin' cards and Psychic to Thinkin' cards. The Active player places them like any other Wild.",
          ],
        },
        {
          id: 'last-minute-boost',
          title: 'Last Minute Boost',
          paragraphs: [
            'Played by a participant in the Resolution phase on a Result card that has been redrawn during this Resolution: that Result counts 2 more. If that Result is redrawn again afterwards, the Boost is lost.',
          ],
        },
        {
          id: 'sneaky',
          title: 'Sneaky',
          paragraphs: [
            "Played by a participant in the Resolution phase: the crew draws one Alliance card fewer from this Event's result (its Victory Level row and the Seal's extra card). It never reduces Alliance cards that the Active player chose to take as a -X Choice.",
          ],
        },
        {
          id: 'help',
          title: 'Help',
          paragraphs: [
            "Played by a participant in the Resolution phase: choose a player who is not participating and one skill, and add that character's value in the skill to the total. It cannot be played when everyone participates.",
          ],
        },
        {
          id: 'regroup',
          title: 'Regroup',
          paragraphs: [
            'Played by the Active player as their action in their own Action phase: every player draws one card, limit 3 in hand.',
          ],
        },
        {
          id: 'sacrifice',
          title: 'Sacrifice',
          paragraphs: [
            "Played in any player's Action phase (in your own, it is your one action; in another's, while they decide or when you are asked after their action). Discard two other cards from your hand, one at a time, then the crew gains 1 Credit or 1 Honor, your choice. You need two other cards to be able to play it.",
          ],
        },
      ],
    },
    {
      id: 'alliance-cards',
      title: 'Alliance cards',
      paragraphs: [
        'Alliance cards show the Alliance closing in. They are drawn one at a time onto a pile, and only the newest card on the pile is in force; older cards are covered and do nothing more, except as noted below. Drawing the last card of the Alliance deck loses the game at the end of that Event.',
        'There are five kinds:',
        "- Credit Reward N: while in force, an Event's Credit gains are N smaller (never below 0) and its Credit losses N bigger. An Event with no Credit entry is unaffected.",
        '- Honor Reward N: the same for Honor.',
        '- Next Event: a skill penalty on the next Event only, which applies even if the card is covered before then.',
        '- Immediate: happens once, at the moment the card is drawn, and has no lasting effect.',
        '- Long Term: a skill penalty on every Event for as long as the card is not covered.',
        'Several Alliance cards are drawn and resolved one by one, in the order drawn; a Long Term card is covered at once unless it is the last.',
        'The 14 cards used here:',
        '- Bounty Posted (Credit Reward 1), Frozen Accounts (Credit Reward 2).',
        '- Wanted Posters (Honor Reward 1), Smear Campaign (Honor Reward 2).',
        "- Cruiser on Patrol (Next Event, -2 Flyin'), Checkpoint Sweep (Next Event, -2 Fightin'), Cortex Trace (Next Event, -2 Thinkin').",
        '- Impounded Cargo (Immediate, -2 Credits), Public Warrant (Immediate, -2 Honor), Informant Aboard (Immediate, -1 Credit and -1 Honor), Boarding Raid (Immediate, each player discards one card at random).',
        "- Blockade (Long Term, -1 Flyin'), Operatives on Our Trail (Long Term, -1 Fightin' and -1 Thinkin'), Tightened Net (Long Term, -1 to every skill).",
      ],
    },
    {
      id: 'gorramit-cards',
      title: 'Gorramit cards',
      paragraphs: [
        'One Gorramit card is turned over at the start of every Resolution phase and affects that Event only. Used cards go to a pile; when the deck is empty, that pile is shuffled into a new deck. Three cards (Your Official Seal is Out of Date, Yolanda and Go-Se) also have the whole deck reshuffled after the Event, unless they were cancelled.',
      ],
      sections: [
        {
          id: 'unexpected-shift',
          title: 'Unexpected Shift',
          paragraphs: [
            "The Active player picks a non-participant to replace them as Active player and in the Event, with that character's skills; the old Active player stops participating. Played cards stay played, the newcomer plays no Event-phase cards but places the Wilds and makes any Choice, and the next turn still goes to the left of the original Active player. With everyone participating, nothing happens.",
          ],
        },
        {
          id: 'heavy-injuries',
          title: 'Heavy Injuries',
          paragraphs: [
            "The Active player's character is out: that player picks one nobody is playing (even one used earlier) and keeps their hand; the new skills count already in this Event. A Game Ability already used is not renewed; Shepherd's counts as used if he stopped an Alliance card.",
          ],
        },
        {
          id: 'hwoon-dahn',
          title: 'Hwoon Dahn',
          paragraphs: [
            'Every Wild counts for nothing this Event, including skill cards made Wild by Strength, Maneuvers or Psychic.',
          ],
        },
        {
          id: 'life-is-just-grand',
          title: 'Life is Just Grand!',
          paragraphs: ['A rare piece of luck: +1 to every skill total this Event.'],
        },
        {
          id: 'official-seal',
          title: 'Your Official Seal is Out of Date',
          paragraphs: [
            'Unless the Event ends at VL3, the crew draws one more Alliance card than its Victory Level row says, even if the row has none. Afterwards the Gorramit deck is reshuffled. If the card is cancelled, neither happens.',
          ],
        },
        {
          id: 'yolanda',
          title: 'Yolanda',
          paragraphs: [
            'The Event goes to the bottom of the Event deck and the next one is run instead, with the same participants (more or fewer than it asks for) and the cards already played; with no Event left, nothing happens. The Gorramit deck is reshuffled afterwards unless the card was cancelled.',
          ],
        },
        {
          id: 'go-se',
          title: 'Go-Se',
          paragraphs: [
            'Each Result card counts 1 less this Event (never below 0). Afterwards the Gorramit deck is reshuffled unless the card was cancelled.',
          ],
        },
        {
          id: 'other-gorramit',
          title: 'The other Gorramit cards',
          paragraphs: [
            "- Catalyzer Failure: -2 Flyin' this Event.",
            "- Bar Brawl Hangover: -2 Fightin' this Event.",
            "- Just a Scratch: -1 Fightin' this Event.",
            "- Bad Intel: -2 Thinkin' this Event.",
            '- Reavers on the Horizon: -1 to every skill total this Event.',
            '- Docking Fees: the crew loses 1 Credit.',
            '- Bad Reputation: the crew loses 1 Honor.',
            '- Shiny!: the crew gains 1 Credit.',
            '- Smooth Sailing: nothing happens.',
          ],
        },
      ],
    },
    {
      id: 'playing-fair',
      title: 'Playing fair',
      paragraphs: [
        'The crew plays against the game, so a few rules of conduct keep it honest:',
        '- Nobody shows their cards to anyone else; the others only know how many cards you hold.',
        '- You may not discuss which cards you hold. During play the chat therefore only offers general phrases, such as "I\'m not going to be able to complete this Event successfully!", never one that names a skill or a card. Free chat returns when the match is over.',
        '- Anyone may spend Credits or Honor on their own actions, and nobody can forbid it.',
        '- In the Resolution phase, everyone who may act decides together.',
      ],
    },
    {
      id: 'on-this-site',
      title: 'Playing on this site',
      paragraphs: [
        'A decision with a single option that everyone can see is made for you. A pass forced only by what your hand lacks is left to you, so it does not give your hand away, unless you switch on "pass automatically when I cannot respond".',
        'The totals on the board count only the cards everyone can see; face-down cards join them when they are turned over.',
      ],
    },
  ],

  glossary: [
    { term: "Fightin'", meaning: 'One of the three skills every Event tests; its Result card is drawn first.' },
    { term: "Flyin'", meaning: 'One of the three skills every Event tests; its Result card is drawn second.' },
    { term: "Thinkin'", meaning: 'One of the three skills every Event tests; its Result card is drawn third.' },
    {
      term: 'F2 · Fl1 · T1',
      meaning: "A character's Fightin', Flyin' and Thinkin' values on the character picker, here 2, 1 and 1.",
    },
    {
      term: 'Hand 5',
      meaning: "The character's Starting Hand Size, the number of Serenity cards that player is dealt at the start.",
    },
    {
      term: 'Starting Hand Size',
      meaning: "How many Serenity cards a character is dealt at setup; Mal's Game Ability also draws back up to it.",
    },
    {
      term: '★',
      meaning: "Marks a character's Specialty: skill cards of that skill are played face up by that character.",
    },
    {
      term: 'Specialty',
      meaning:
        'A skill the character is especially good at, printed in italics on the card; matching skill cards go face up.',
    },
    {
      term: 'Skill points',
      meaning: "A character's value in a skill, added to the total whenever that character participates.",
    },
    {
      term: 'Target',
      meaning: 'The Target Number of a skill on the current Event: the total needed for that skill check to succeed.',
    },
    {
      term: 'Total',
      meaning:
        'Everything counting towards a skill right now: characters, visible cards, bonuses, Result Number, Wilds and modifiers.',
    },
    { term: 'Contest', meaning: 'One of the three skill checks of an Event, also called a skill check.' },
    { term: '✓ met', meaning: 'The skill total reaches its Target Number, so that skill check succeeds.' },
    { term: '✗ −N', meaning: 'The skill total is N short of its Target Number.' },
    { term: 'VL0', meaning: "No skill check succeeded: the Event's worst row, usually with Alliance cards." },
    { term: 'VL1', meaning: 'One skill check succeeded: a bad result, but better than VL0.' },
    { term: 'VL2', meaning: 'Two skill checks succeeded: a mostly neutral result.' },
    { term: 'VL3', meaning: "All three skill checks succeeded: the Event's best row." },
    {
      term: 'Victory Level',
      meaning:
        'The number of successful skill checks of an Event, from 0 to 3, which picks the row of the Event card that is applied.',
    },
    {
      term: '◀ now',
      meaning: 'On the Victory Level chart, the row the Event would reach with the cards turned over so far.',
    },
    {
      term: '◀ result',
      meaning: 'On the Victory Level chart, the row the Event actually reached and that is being applied.',
    },
    {
      term: 'All',
      meaning:
        'On an Event card, Alliance cards: "2 All" draws two Alliance cards and "-1 All" returns the card in force to the bottom of the Alliance deck.',
    },
    { term: 'Cr', meaning: 'On an Event card, Credits gained (+) or lost (-) by the crew.' },
    { term: 'Ho', meaning: 'On an Event card, Honor gained (+) or lost (-) by the crew.' },
    {
      term: 'Choice',
      meaning:
        'On an Event card, "-1 Choice" lets the Active player lose 1 Credit, lose 1 Honor or draw 1 Alliance card, and "+1 Choice" lets them gain 1 Credit or 1 Honor.',
    },
    { term: '4+', meaning: 'An Event card used only in games of four or five players.' },
    { term: '5+', meaning: 'An Event card used only in five-player games.' },
    { term: 'Single Player Event', meaning: 'An Event the Active player runs alone.' },
    {
      term: 'Multi-Player Event N',
      meaning: 'An Event for N participants: the Active player and N-1 others that they choose.',
    },
    { term: 'Active', meaning: 'The badge of the Active player, whose turn it is and who leads the Event.' },
    {
      term: 'Participating',
      meaning: 'The badge of a player taking part in the current Event; the Active player always participates.',
    },
    { term: 'Deciding', meaning: 'The badge of a player the table is waiting for.' },
    { term: 'Bot', meaning: 'The badge of a seat played by the computer.' },
    { term: 'Away', meaning: 'The badge of a player who has left the match for the moment.' },
    {
      term: 'used',
      meaning: 'Shown after a Game Ability once that player has used it; each player gets only one per game.',
    },
    {
      term: 'A',
      meaning: 'An action or ability for the Action phase; only the Active player may use it, as their one action.',
    },
    {
      term: 'E',
      meaning: 'An action or ability for the Event phase, used by a participant on their own Event-phase turn.',
    },
    {
      term: 'R',
      meaning:
        'An action or ability for the Resolution phase, used by a participant while the crew reacts to the Results.',
    },
    {
      term: '∞',
      meaning: "Marks a Game Ability that works by itself, like Shepherd Book's, instead of being used in one phase.",
    },
    {
      term: '▸',
      meaning:
        'Marks something you can click: an action on your Character card or a skill in the Event table when a skill must be chosen.',
    },
    {
      term: 'R3',
      meaning: "A Serenity card's Result Number (here 3), shown on cards in hand and on drawn Result cards.",
    },
    {
      term: 'E · R3',
      meaning: 'On a card in hand, the phase it is played in (A, E or R) followed by its Result Number.',
    },
    {
      term: 'Result Number',
      meaning:
        'The number from 1 to 6 in the corner of every Serenity card, which counts when the card is drawn as a Result card.',
    },
    {
      term: 'Result card',
      meaning:
        'The top Serenity card turned over for one skill in the Resolution phase; only its Result Number counts.',
    },
    {
      term: 'higher of two',
      meaning:
        'Two Result cards were drawn for this skill by a "two Result cards, use the higher" action, and the higher counts.',
    },
    {
      term: 'redrawn',
      meaning:
        'The Result card of this skill was replaced this Resolution, so a Last Minute Boost may be played on it.',
    },
    { term: '+2 boost', meaning: 'A Last Minute Boost adds 2 to this redrawn Result.' },
    {
      term: 'Credits',
      meaning: "The crew's shared money, starting at 8 and never above 15; the crew loses if it reaches 0.",
    },
    {
      term: 'Honor',
      meaning: "The crew's shared reputation, starting at 8 and never above 15; the crew loses if it reaches 0.",
    },
    { term: '/ 15', meaning: 'The crew can hold at most the 15 tokens of Credits or of Honor.' },
    { term: 'low', meaning: 'Shown when the crew has 2 Credits or 2 Honor or fewer, close to losing.' },
    { term: 'Turn', meaning: 'The number of the current turn, counting from the first.' },
    { term: 'Events done', meaning: 'How many Events the crew has completed; finishing the whole Event deck wins.' },
    { term: 'Alliance track', meaning: 'The panel of the Alliance deck and the Alliance cards drawn so far.' },
    { term: 'In force', meaning: 'The newest Alliance card, the only one that has an effect.' },
    {
      term: 'Covered',
      meaning:
        'Older Alliance cards under the newest one; they no longer have an effect, except a Next Event card on that next Event.',
    },
    {
      term: 'Credit Reward',
      meaning:
        'An Alliance card that shrinks the Credit gains and grows the Credit losses of Events while it is in force.',
    },
    {
      term: 'Honor Reward',
      meaning:
        'An Alliance card that shrinks the Honor gains and grows the Honor losses of Events while it is in force.',
    },
    {
      term: 'Next Event',
      meaning: 'An Alliance card whose skill penalty applies to the next Event only, even once it is covered.',
    },
    { term: 'Immediate', meaning: 'An Alliance card that takes effect once when drawn and has no lasting effect.' },
    { term: 'Long Term', meaning: 'An Alliance card whose skill penalty lasts as long as it is in force.' },
    { term: 'Gorramit', meaning: 'The card turned over at the start of every Resolution phase, twisting that Event.' },
    {
      term: '(cancelled)',
      meaning: "River's Game Ability has cancelled this Gorramit card, so it no longer affects the Event.",
    },
    {
      term: 'Serenity card',
      meaning: "A card from the players' deck; it is played for its effect or drawn as a Result card.",
    },
    {
      term: 'Wild',
      meaning:
        'A bonus the Active player adds to a skill of their choice after seeing the Results: a Wild +1 or +2 card, or a skill card turned Wild by Strength, Maneuvers or Psychic.',
    },
    {
      term: 'Face-down card',
      meaning:
        'A card played without showing it; everyone but its owner sees only "a card" until it is turned over at Resolution.',
    },
    { term: 'a card', meaning: 'How the log names a card that you are not allowed to see.' },
    { term: 'Game Ability', meaning: "A character's special power, usable once per game by each player." },
    { term: 'limit X in hand', meaning: 'Only a player holding X cards or fewer draws from this action.' },
    {
      term: 'even when not participating',
      meaning: 'This R action may be used by its owner even when not taking part in the Event.',
    },
    { term: 'no cost', meaning: 'The action costs nothing to use, like the trades of Credits for Honor.' },
    { term: 'Spend 2 Honor', meaning: "The cost of an action, paid from the crew's shared Honor (or Credits)." },
    {
      term: 'Trade 2 Credits for 2 Honor',
      meaning: 'The crew gives up 2 Credits and gains 2 Honor; the crew needs the Credits to do it.',
    },
    {
      term: 'Draw to Starting Hand Size',
      meaning: 'Draw cards until your hand holds as many as your Starting Hand Size.',
    },
    {
      term: 'Redraw all Result cards',
      meaning: 'All three Result cards are replaced by new ones from the Serenity deck.',
    },
    {
      term: 'Redraw the Result card of one skill',
      meaning: 'The Result card of a skill you choose is replaced by a new one.',
    },
    {
      term: 'Draw 2 Result cards for any Contest',
      meaning: 'Choose a skill in the Event phase; at Resolution it draws two Result cards and the higher counts.',
    },
    { term: 'Totals: 7/9', meaning: 'In the log, a skill total of 7 against a Target Number of 9.' },
    { term: '7 of 9', meaning: 'In a prompt, a skill total of 7 so far against its Target Number of 9.' },
    { term: 'Done', meaning: 'Ends your Event-phase turn after playing cards.' },
    { term: 'Pass', meaning: 'Do nothing now: no action, no cards or nothing more in the Resolution phase.' },
    { term: 'Other choices', meaning: "The board's list of legal moves that have no card, seat or skill to click." },
    { term: 'i', meaning: 'Opens the full text of a card or character.' },
    {
      term: 'Serenity discard pile',
      meaning: 'Where used Serenity cards go; it is shuffled into a new deck when the Serenity deck runs out.',
    },
    {
      term: 'Used Gorramit cards',
      meaning:
        'The Gorramit cards already turned over, shuffled back in when the deck runs out or a card calls for it.',
    },
    {
      term: 'Events removed for this player count',
      meaning: 'The 4+ or 5+ Events taken out because fewer players are at the table.',
    },
    { term: 'Events not dealt', meaning: 'Events left out of the game unseen at setup.' },
    { term: 'Alliance cards not dealt', meaning: 'Alliance cards left out of the game unseen at setup.' },
  ],
};
