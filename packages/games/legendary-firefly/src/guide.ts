// The rules of Legendary Encounters: Firefly in our own words, section by section, and the glossary of the board's symbols and terms.
import type { GameGuide } from '@cortex/engine';
import {
  AVATARS,
  BRIDGE_SPACES,
  BROWNCOAT_COST,
  CREDITS_PER_EXTRA_DRAW,
  HAND_SIZE,
  PREPARATION_ROUNDS,
  SCAN_COSTS,
  SHIP_SLOT_CREDITS,
  SHIP_SLOTS,
  SIDE_JOBS_PER_DECK,
  UPGRADE_SLOTS,
} from './content';
import { ALL_WON_BONUS, FINAL_SCORE_CHART, WIN_BONUS } from './rules/campaignScore';
import { fxText } from './text';
import { CREW } from './content/vocabulary';

/** "1, 1, 2, 2 and 3". */
const series = (ns: readonly number[]): string => `${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}`;

const avatarLines = CREW.map((c) => {
  const a = AVATARS[c];
  return `- ${a.name} (Rank ${a.rank}, Defense ${a.defense}, Health ${a.health}). Talent, ${a.talent.name}: ${fxText(a.talent.activate)} Flaw, ${a.flaw.name}: ${fxText(a.flaw.fx)}`;
});

const sideJobLines = [1, 2, 3, 4, 5].map((n) => {
  const prep = PREPARATION_ROUNDS[n] ?? 0;
  const jobs = SIDE_JOBS_PER_DECK[n] ?? 0;
  return `- ${n} player${n === 1 ? '' : 's'}: ${jobs === 0 ? 'no' : jobs} Side Job${jobs === 1 ? '' : 's'} in each Episode deck${prep > 0 ? `, and ${prep === 1 ? 'one preparation round' : 'two preparation rounds'}` : ''}.`;
});

const ratingLines = FINAL_SCORE_CHART.map(([least, name], i) => {
  const above = FINAL_SCORE_CHART[i - 1]?.[0];
  return `- ${above === undefined ? `${least} points or more` : `${least} to ${above - 1} points`}: ${name}.`;
});

export const GUIDE: GameGuide = {
  summary:
    "Legendary Encounters: Firefly is a cooperative deck builder for one to five players. Each player is one of Serenity's crew, growing a deck of basic cards by recruiting crew from the Bridge while face-down Episode cards drift through the 'Verse towards the Combat Zone, where enemies strike the players and the ship every turn. A game runs through three Episodes, A, B and C, each with an Objective to complete before its Inevitable card runs out the clock; Credits earned buy Upgrades, repairs and healing in between. The crew wins by finishing Episode C without failing a Mandatory Objective, and loses if every player is down at once, if Serenity explodes, or if a Mandatory Objective fails.",
  sections: [
    {
      id: 'components',
      title: 'The cards and the playmat',
      paragraphs: [
        'Your deck holds character cards. The weakest are the starting cards: a Shiny gives 1 Recruit, a Misbehave 1 Attack. Better ones come from the nine crew stacks of 14 cards, from the Browncoats stack and now and then from an Episode deck.',
        `- The 'Verse: five spaces in a row, one card each. Space 1 is the leftmost, beside the Combat Zone; space 5 the rightmost, beside the Episode deck. Scanning costs ${series(SCAN_COSTS)} Attack from space 1 to space 5.`,
        '- The Combat Zone: any number of cards; every enemy in it strikes at the end of each turn.',
        `- The Bridge: ${BRIDGE_SPACES} face-up crew cards to recruit, refilled from the Crew Deck; beside it the Browncoats stack.`,
        `- Serenity: ${SHIP_SLOTS} Ship Strike slots, filled from the lowest, and ${UPGRADE_SLOTS} Upgrade slots.`,
        '- The Objective space with the current Episode deck; Operations, for Events and Specials whose Ongoing effect is in force; and the piles for Defeated Cards, Defeated characters and Discarded Crew Strikes.',
      ],
    },
    {
      id: 'setup',
      title: 'Setup',
      paragraphs: ['The site sets everything up; this is what it does.'],
      sections: [
        {
          id: 'starting-decks',
          title: 'Starting decks',
          paragraphs: [
            `Every player shuffles a personal 13-card deck (7 Shiny, 5 Misbehave, 1 Talent) and draws ${HAND_SIZE}.`,
          ],
        },
        {
          id: 'main-characters',
          title: 'Main and Supporting Characters',
          paragraphs: [
            'All nine crew members are in every game. Five are Main Characters: one per player, and with fewer than five players the rest are non-players set below the Bridge. Many cards care who the Main Characters are.',
            'The four left over are Supporting Characters: their stacks are shuffled into the 56-card Crew Deck, and its top five cards fill the Bridge.',
            "The lobby's Main Characters option lists the five in seat order, non-players last. The default is Mal, Kaylee, Zoe, Jayne and Book; the 'suggested' preset takes the rulebook's five for the chosen Episodes.",
          ],
        },
        {
          id: 'avatars',
          title: 'Avatars',
          paragraphs: [
            "An Avatar shows its Rank (1 is the highest; it decides who starts and who is 'highest-ranked'), its Defense Value (used only when a card asks), its Health (the damage that defeats it), and the Talent and Flaw abilities of its player:",
            ...avatarLines,
          ],
        },
        {
          id: 'stacks',
          title: 'The stacks',
          paragraphs: [
            'The 10 Upgrades, 5 Browncoats (one per class), 20 Ship Strikes and 40 Crew Strikes are shuffled face-down. The 15 Talents and 20 Flaws lie face-up.',
          ],
        },
        {
          id: 'episode-decks',
          title: 'Objectives and Episode decks',
          paragraphs: [
            'A game plays one Objective of each letter, A, then B, then C. Each has its own Episode mini-deck of 10, 11 or 12 cards. Side Jobs are shuffled in unseen, by player count, and an Inevitable card waits face-down beneath each deck:',
            ...sideJobLines,
            'A preparation round is one turn per player, without an Episode Phase, at the start of Episode A.',
            'The first game is Serenity (Part 1), Serenity (Part 2) and The Train Job. The lobby also offers the other four games of the series, any Objective of each letter, or random ones.',
          ],
        },
        {
          id: 'first-player',
          title: 'Who goes first',
          paragraphs: [
            'The player whose Main Character has the highest Rank starts; turns then go clockwise, in seat order.',
          ],
        },
      ],
    },
    {
      id: 'turn',
      title: 'Your turn',
      paragraphs: [
        'Each turn has four phases in order:',
        "- Episode Phase: an Episode card enters the 'Verse face-down.",
        '- Action Phase: play cards, then recruit, scan, fight, complete and repair.',
        '- Strike Phase: enemies in the Combat Zone, and those with Range, strike.',
        '- Cleanup Phase: discard, then draw a new hand.',
        "Effects 'at the start of each turn' come first, before the Episode Phase.",
      ],
      sections: [
        {
          id: 'episode-phase',
          title: 'Episode Phase',
          paragraphs: [
            'The top Episode card goes, unseen, into space 5. A card entering an occupied space shoves the one there a space left, which may shove the next; nothing moves unless it must make room, face-up or not.',
            'A card shoved out of the leftmost space enters the Combat Zone, turning face-up if it was hidden. Newcomers take the left end there, so the oldest cards are on the right.',
            'Once the Inevitable card is in the \'Verse, the Episode Phase moves it instead (see "The Inevitable card").',
          ],
        },
        {
          id: 'action-phase',
          title: 'Action Phase',
          paragraphs: [
            'Play cards one at a time, in any order, doing what each says at once. Their Recruit and Attack go into pools you can spend any time this phase; a "+" means the text may add more. Played cards stay in front of you until Cleanup, and you never have to play a card.',
            'Between plays, or afterwards, recruit, scan, fight, complete Goals and Side Jobs and repair Ship Strikes as often as your pools allow, in any order. Then end the Action Phase.',
            'Here, "Play all basic cards" plays every Shiny and Misbehave in your hand at once, since their order cannot matter.',
          ],
          sections: [
            {
              id: 'class-combos',
              title: 'Class combos',
              paragraphs: [
                'An ability introduced by a class name ("Strength: You get +2 Attack.") needs an earlier card of the same class this turn, and each card uses it at most once a turn. Play two copies of an Intel card first and only the second gets its combo.',
              ],
            },
            {
              id: 'talents-and-flaws',
              title: 'Talents and Flaws',
              paragraphs: [
                "A Talent plays like a character, draws you a card and carries your Avatar's Talent ability. Later in the phase you may Activate it for that ability, which defeats it (back to the Talent stack); otherwise it is discarded in Cleanup.",
                "A Flaw must be played before anything else, whether it was in your hand when the phase began or drawn during it: follow your Avatar's Flaw ability, then return it to the Flaw stack. The site plays Flaws for you.",
              ],
            },
            {
              id: 'activate',
              title: 'Activate',
              paragraphs: [
                'An "Activate:" ability may wait until any later point of your Action Phase, and works once per turn.',
              ],
            },
          ],
        },
        {
          id: 'recruiting',
          title: 'Recruiting',
          paragraphs: [
            "Spend Recruit equal to a Bridge card's cost to put it in your discard pile. The empty space refills at once from the Crew Deck, so you may recruit the newcomer too.",
            `A Browncoats costs ${BROWNCOAT_COST} Recruit; you take the top of the face-down stack and learn its class then. A card you "gain" also goes to your discard pile unless told otherwise.`,
          ],
        },
        {
          id: 'scanning',
          title: 'Scanning',
          paragraphs: [
            "Pay a space's scan cost in Attack to turn its hidden card face-up, ideally finding enemies before they reach the Combat Zone. Upgrades, Ship Strikes and enemies may change the cost; the board shows the one in force. Effects that scan are free.",
          ],
        },
        {
          id: 'revealing',
          title: 'Turning a card face-up',
          paragraphs: [
            'A hidden card turns face-up when scanned, revealed by an effect, or entering the Combat Zone. Then:',
            '- Enemy: it stays and moves on as before; its "Reveal:" ability happens once.',
            '- Side Job: it stays and moves on. Pay its price for its Success; Credits it pays are counted at the end of the Episode. Still in the Combat Zone at the end of a turn, it fails: its Failure happens and it is discarded.',
            '- Event: follow it, then it goes to Defeated Cards, or to Operations if it has an Ongoing effect.',
            '- Ship Strike: it hits Serenity as if drawn from the Ship Strike deck.',
            '- Goal or Special: follow its Reveal text. Goals serve Objectives; Specials are never required.',
            '- Character: it is shuffled into the deck of the player whose turn it is.',
          ],
        },
        {
          id: 'fighting',
          title: 'Fighting',
          paragraphs: [
            'Spend Attack equal to a face-up enemy\'s Attack, in the \'Verse or the Combat Zone, to defeat it; it goes to Defeated Cards and its "Defeated:" ability happens. Fight as many as your Attack allows; an enemy at 0 Attack costs nothing.',
          ],
        },
        {
          id: 'strike-phase',
          title: 'Strike Phase',
          paragraphs: [
            "Enemies in the Combat Zone strike one by one from right to left; then face-up Range enemies in the 'Verse strike from left to right. An enemy is a Crew enemy unless it says Ship.",
          ],
          sections: [
            {
              id: 'crew-strikes',
              title: 'Crew Strikes',
              paragraphs: [
                'A Crew enemy makes the player whose turn it is draw a Crew Strike onto their Avatar and follow its text. Once your damage reaches your Health, you are defeated. An empty Crew Strike deck is rebuilt from the discarded ones.',
              ],
            },
            {
              id: 'ship-strikes',
              title: 'Ship Strikes',
              paragraphs: [
                'A Ship enemy hits Serenity: the player whose turn it is puts a Ship Strike on her lowest empty slot and follows it; an Ongoing text lasts while the strike stays. A Ship Strike with every slot taken makes Serenity explode, and the crew loses.',
                'In your Action Phase you may repair any Ship Strike by paying its repair cost in Attack. Repaired strikes go face-up under the deck and are reshuffled once nothing else is left; a repaired labelled strike goes to Defeated Cards.',
              ],
            },
            {
              id: 'strike-abilities',
              title: 'Strike abilities',
              paragraphs: [
                'An enemy\'s "Strike:" ability happens after its strike card is drawn. Avoiding the strike skips it; cancelling the strike card does not (see "Avoiding and cancelling").',
              ],
            },
          ],
        },
        {
          id: 'cleanup',
          title: 'Cleanup Phase',
          paragraphs: [
            `Discard everything you played and your hand, then draw ${HAND_SIZE}. Coordinated cards return to their owners' discard piles. Your discard pile becomes a new, shuffled deck only when you must draw from an empty one.`,
          ],
        },
      ],
    },
    {
      id: 'defeat',
      title: 'Defeat and healing',
      paragraphs: [
        'When you are defeated, your Action Phase (if running) ends, you draw no more Crew Strikes this turn, your Avatar turns face-down with its strikes, and all your cards are shuffled into one deck without drawing.',
        'While down, your turns are skipped and game effects ignore you; you have no Rank and are not a Main Character, except that healing can still reach you.',
        "Healing takes one strike off a Main Character to the discarded strikes. Once a defeated player's damage is below their Health they return, draw six and play on. The crew loses only if every player is down at the same time.",
      ],
      sections: [
        {
          id: 'non-players',
          title: 'Non-player Main Characters',
          paragraphs: [
            'An effect naming a crew member ("Zoe draws a Crew Strike"), or the highest-ranked one, makes even a non-player draw. A non-player ignores the text: any damage defeats them, and a strike without damage is discarded. They can be healed back like players.',
          ],
        },
      ],
    },
    {
      id: 'objectives',
      title: 'Objectives',
      paragraphs: [
        'An Objective lists parts: defeat a named enemy, complete a named Goal, or find a named card (done the moment it turns face-up). Do them in any order; each reward (Credits, Talents, draws, healing) comes at once.',
        'A part fails if its card escapes or the Episode ends first. A failed Mandatory part loses the game. When every part is settled, the Episode ends.',
        '"Setup" text is followed as the Episode begins. "End of Episode" text on a C Objective is for campaigns: after a won game it is the first step of the special Inter-Mission, after a lost one it applies when the next game is set up; one-off games ignore it.',
      ],
    },
    {
      id: 'inevitable',
      title: 'The Inevitable card',
      paragraphs: [
        "The Inevitable card is each Episode's clock. Its back differs from other cards, and nothing may scan, fight or touch it.",
        "- When the Episode deck is spent, it enters space 5. After that, each Episode Phase or 'add an Episode card' effect moves it one space left, pushing cards, Stationary ones included.",
        '- Spaces to its right are out of the game.',
        '- In the Combat Zone it is revealed and strikes each Strike Phase.',
        "- Once it has struck on every player's turn, the Episode ends and open parts fail. An avoided strike and a defeated player's skipped turn still count.",
        "The Goal Return the Medicine (The Train Job) moves it one space back, or from the Combat Zone face-down into space 1, resetting its timer. With no free space, or before it reaches the 'Verse, nothing happens.",
      ],
    },
    {
      id: 'ending-an-episode',
      title: 'Ending an Episode',
      paragraphs: [
        'After Episode C the game is over. After the first or second Episode:',
        '- the player whose turn it is does Cleanup, and the next player who is not defeated will start the next Episode;',
        "- the 'Verse, the Combat Zone, Operations, attached cards and the rest of the Episode deck go to Defeated Cards, unfinished Side Jobs included; the Inevitable card is set aside;",
        '- the Inter-Mission follows.',
      ],
    },
    {
      id: 'inter-mission',
      title: 'Inter-Mission',
      paragraphs: [
        "Three Upgrades go on sale and the Episode's Credits are counted. The highest-ranked player, defeated or not, decides how to spend them; unspent Credits are lost.",
      ],
      sections: [
        {
          id: 'buy-upgrades',
          title: 'Buying Upgrades',
          paragraphs: [
            "Pay an Upgrade's cost to put it on Serenity's highest empty slot; with none empty, replace one. Replaced and unsold Upgrades go under the stack. Enhanced Sensors (4 Credits), for example, takes 2 off one scan a turn.",
          ],
        },
        {
          id: 'repair-ship',
          title: 'Repairing Ship Strikes',
          paragraphs: [
            `Repairing a Ship Strike costs the Credits printed by its slot: ${series(SHIP_SLOT_CREDITS)} from slot 1 up.`,
          ],
        },
        {
          id: 'heal-crew',
          title: 'Healing Crew Strikes',
          paragraphs: [
            'Spend N Credits and each Main Character heals strikes worth up to N damage: with 3, three 1s, a 1 and a 2, or one 3. Each player picks their own strikes; non-players heal theirs if it fits.',
          ],
        },
        {
          id: 'extra-cards',
          title: 'Extra cards',
          paragraphs: [
            `Once per Inter-Mission, every ${CREDITS_PER_EXTRA_DRAW} Credits make each player draw a card now.`,
          ],
        },
        {
          id: 'next-episode',
          title: 'The next Episode',
          paragraphs: [
            'The next Objective and its deck take the Objective space. Episode B opens with two face-down cards in spaces 4 and 5, Episode C with four in spaces 2 to 5. Then the noted player starts.',
          ],
        },
      ],
    },
    {
      id: 'winning',
      title: 'Winning and losing',
      paragraphs: [
        'The crew wins when Episode C ends with its Mandatory part completed, even if the first two Episodes went badly. It loses at once if every player is defeated together, if Serenity explodes, or if a Mandatory part fails.',
        'Victory Points: 1 for completing all of Objective A, 2 for all of B, 3 for winning; 6 at best.',
      ],
    },
    {
      id: 'keywords',
      title: 'Keywords',
      paragraphs: ['Crew cards and enemies use these keywords.'],
      sections: [
        {
          id: 'coordinate',
          title: 'Coordinate',
          paragraphs: [
            "In another player's Action Phase you may set a Coordinate card from your hand aside and draw a replacement. That player may play a virtual copy, which counts as the card itself; at the end of their turn your card goes to your discard pile.",
            'Each teammate may send one card per turn. A virtual copy can\'t be defeated as "one of your characters". Helping is optional here: the game never waits for it, and the window closes when you pass or the Action Phase ends.',
          ],
        },
        {
          id: 'reaction',
          title: 'Reaction',
          paragraphs: [
            "Discard a Reaction card during another player's turn; its effect goes to that player (if they are defeated, you carry it out). You may react during their Action Phase and, while a Main Character is defeated, once more after their strikes, before their turn ends.",
          ],
        },
        {
          id: 'range',
          title: 'Range',
          paragraphs: [
            "A face-up Range enemy strikes from the 'Verse after the Combat Zone's strikes. In the Combat Zone it strikes normally.",
          ],
        },
        {
          id: 'stationary',
          title: 'Stationary',
          paragraphs: [
            'A face-up Stationary card is never shoved: the pushed card jumps to the next space. Effects can still move it, and the Inevitable card pushes it.',
          ],
        },
        {
          id: 'escape',
          title: 'Escape',
          paragraphs: [
            'An Escape enemy entering the Combat Zone leaves for Defeated Cards, doing any text after "Escape"; an Objective part needing it fails.',
          ],
        },
        {
          id: 'double-strike',
          title: 'Double Strike',
          paragraphs: ['It strikes twice each Strike Phase; avoiding one strike leaves the other.'],
        },
      ],
    },
    {
      id: 'timing',
      title: 'When abilities happen',
      paragraphs: [
        '- Reveal: once, when first turned face-up.',
        '- Ongoing: always, while in play.',
        "- 'Verse or Combat Zone: only while face-up there.",
        "- Reaction: on another player's turn.",
        "Triggers due together resolve in the Combat Zone right to left, then the 'Verse left to right. Orders to several Main Characters go from the player whose turn it is, clockwise. Cards entering the Combat Zone together are revealed and resolved one at a time.",
        "Otherwise, when effects of different cards are due together (a strike card and the striker's Strike ability, or a Goal and the Objective reward it earns), the player whose turn it is picks the order; the game asks only when it matters. Side Jobs failing together go right to left.",
      ],
    },
    {
      id: 'clarifications',
      title: 'Clarifications',
      paragraphs: ['Answers to the usual questions.'],
      sections: [
        {
          id: 'by-name',
          title: 'Crew members named on cards',
          paragraphs: [
            'Named crew members are looked for among Main Characters only, and most such effects need that crew member to be a player ("Mal gains a Talent" does nothing otherwise). Drawing strikes is the exception.',
          ],
        },
        {
          id: 'your-characters',
          title: '"Your characters"',
          paragraphs: [
            'Characters are Shiny, Misbehave, Browncoats and cards gained from the Crew Deck or an Episode deck, never Talents or Flaws. "Your characters" are those in your hand or played this turn.',
          ],
        },
        {
          id: 'defeating-cards',
          title: 'Defeating cards',
          paragraphs: [
            'Defeated characters go to Defeated characters, Talents and Flaws back to their stacks, everything else to Defeated Cards. Defeating one of your played characters keeps what it gave you and its class for combos; thinning out starting cards strengthens your deck.',
          ],
        },
        {
          id: 'running-out',
          title: 'Running out',
          paragraphs: [
            'An empty Crew Deck stops refilling the Bridge, and then only Browncoats remain to recruit, until they run out too. With no Talents or Flaws left, nothing is gained. Strike decks are rebuilt as described above.',
          ],
        },
        {
          id: 'card-rules',
          title: 'Cards and the rules',
          paragraphs: [
            '- Cards may override the rules, and "can\'t" beats "can".',
            '- Do as much of an instruction as you can.',
            '- An unclear chooser, or an unclear "you", is the player whose turn it is.',
          ],
        },
        {
          id: 'show',
          title: 'Show a card',
          paragraphs: [
            'Showing proves you hold a card of the asked class, in hand or played; you keep it. A matching card played this turn is shown if there is one, otherwise you pick one from your hand, which stays visible until it moves. The follow-up needs a shown card.',
          ],
        },
        {
          id: 'avoiding-and-cancelling',
          title: 'Avoiding and cancelling',
          paragraphs: [
            '"Avoid any one Strike" skips a strike of your choice this turn, its Strike ability too. It could be an enemy\'s strike in the Strike Phase or a strike another effect gives you or Serenity (an Event, a Reveal, a Flaw, an Escape, a failed Side Job); the game asks about each one while you have an avoid left.',
            '"Cancel a Strike" discards a strike card you just drew, unapplied. Cancels belong to the player whose turn it is, cover their Crew Strikes and Serenity\'s Ship Strikes that turn, and expire with it.',
          ],
        },
        {
          id: 'minus-attack',
          title: 'An enemy gets -1 Attack',
          paragraphs: ['Attack cuts last the turn and stop at 0.'],
        },
        {
          id: 'attach',
          title: 'Attach',
          paragraphs: [
            'An attached card stays in its space without occupying it: cards pass on top of it. One revealed in the Combat Zone attaches to the rightmost space still in the game. Some (Fireball, Salvage the Derelict) make their space count as missing, so every card skips it.',
          ],
        },
        {
          id: 'clear',
          title: 'A clear space',
          paragraphs: [
            'A space is clear when only attached cards, or none, are in it. Spaces right of a face-down Inevitable card are never clear.',
          ],
        },
        {
          id: 'paying',
          title: 'Paying Attack or Recruit',
          paragraphs: ['Paid amounts leave your pool for good.'],
        },
        {
          id: 'operations',
          title: 'Operations',
          paragraphs: [
            'Revealed Events and Specials with an Ongoing effect stay in Operations while in force. Some can be defeated by paying their price; all are cleared when the Episode ends.',
          ],
        },
      ],
    },
    {
      id: 'classes',
      title: 'The five classes',
      paragraphs: [
        '- Intel: information and card draw.',
        '- Leadership: team help and gaining characters.',
        '- Strength: fighting and defeating your own weak cards.',
        '- Survival: avoiding strikes and healing.',
        '- Tech: avoiding and repairing Ship Strikes.',
      ],
    },
    {
      id: 'solo',
      title: 'Playing solo',
      paragraphs: [
        'With one Avatar you may, once per turn, discard a Coordinate card to draw a card. For two Avatars, take a second seat in the lobby: that is a normal two-player game.',
      ],
    },
    {
      id: 'difficulty',
      title: 'Easier and harder games',
      paragraphs: [
        'Lobby options adjust the difficulty; the defaults are the normal game.',
        '- Easier: more Side Jobs; extra preparation turns; fewer opening cards for Episodes B and C; more Talents; bonus Credits each Inter-Mission; Defense counted as Health.',
        '- Harder: fewer Side Jobs; opening cards for Episode A, more for B, five for C; no starting Talent; Flaws at the start of chosen Episodes; defeated players still take Episode and Strike Phases, when only Ship enemies hurt.',
        '- Super-hard: any player defeated loses the game.',
      ],
    },
    {
      id: 'campaign',
      title: 'Campaigns',
      paragraphs: [
        "A campaign is five games through the series with the same crew, seats and rules. After a won game a special Inter-Mission follows Episode C (no extra cards), and the next game keeps Serenity's Upgrades and Ship Strikes and the Main Characters' Crew Strikes. After a loss everything resets. Either way Episode C's End of Episode text applies: after a win first thing in the special Inter-Mission (Credits it gives can be spent there), after a loss when the next game is set up.",
      ],
      sections: [
        {
          id: 'campaign-score',
          title: 'Campaign score',
          paragraphs: [
            `Add the five games' Victory Points. Winning games 2 to 5 adds ${series(WIN_BONUS.slice(1))} points; winning all five, ${ALL_WON_BONUS} more.`,
            ...ratingLines,
          ],
        },
      ],
    },
    {
      id: 'on-this-site',
      title: 'Playing on this site',
      paragraphs: [
        'Only legal moves are offered. Single-answer decisions are made for you, and so is ending an empty Action Phase unless a teammate may still help. "Why can\'t I take some cards?" lists visible cards you cannot use now, and why.',
      ],
    },
  ],
  glossary: [
    { term: 'R', meaning: 'On a character card, "R2" means the card gives 2 Recruit when played.' },
    { term: 'A', meaning: 'On a character card, "A2" means the card gives 2 Attack when played.' },
    { term: '¤', meaning: 'On a character card, "¤5" is its cost: you spend 5 Recruit to recruit it from the Bridge.' },
    {
      term: '⚔',
      meaning:
        'On an enemy, "⚔ 5" is the Attack you must spend to defeat it; a struck-through number beside it is the printed value before this turn\'s reductions.',
    },
    { term: 'Ship', meaning: 'An enemy marked Ship strikes Serenity with Ship Strikes instead of striking a player.' },
    { term: 'Crew', meaning: 'An enemy marked Crew strikes the player whose turn it is with a Crew Strike.' },
    { term: 'Double', meaning: 'Double is short for Double Strike: the enemy strikes twice in each Strike Phase.' },
    {
      term: 'Pay 4 Attack',
      meaning: 'On a Goal or Side Job, this is the price you pay from your Attack (or Recruit) pool to complete it.',
    },
    {
      term: 'Repair 3',
      meaning: 'On a Ship Strike, this is the Attack it costs to repair the strike during an Action Phase.',
    },
    { term: 'Damage 2', meaning: 'On a Crew Strike, this is the damage it adds to the Avatar it lands on.' },
    {
      term: 'Cr',
      meaning: 'Cr stands for Credits: "Slot 1 · 1 Cr" means repairing that slot costs 1 Credit in an Inter-Mission.',
    },
    {
      term: 'scan 2',
      meaning:
        "This shows the Attack it costs now to scan that 'Verse space; a struck-through number is the printed cost before modifiers.",
    },
    { term: '✓', meaning: 'The tick marks an Objective part that has been completed.' },
    { term: '✗', meaning: 'The cross marks an Objective part that has failed.' },
    { term: '○', meaning: 'The open circle marks an Objective part that is still open.' },
    {
      term: '→ Serenity',
      meaning: 'In the list of strikes still to resolve, the arrow marks an enemy whose strike hits Serenity.',
    },
    {
      term: '+ Inevitable',
      meaning: 'On the Episode deck, this reminds you that the Inevitable card still waits below it.',
    },
    {
      term: 'Health 7 / 10',
      meaning: "This shows a Main Character's Health left after damage, out of their full Health.",
    },
    { term: 'i', meaning: 'The small "i" button opens the full text of a card.' },
    {
      term: 'combo ready',
      meaning: 'This tag marks a card in your hand whose class combo would work if you played it now.',
    },
    { term: 'Active', meaning: 'This badge marks the Main Character whose turn it is.' },
    { term: 'Deciding', meaning: 'This badge marks a player the game is waiting for.' },
    { term: 'Away', meaning: 'This badge marks a player who has left the table for now.' },
    { term: 'Bot', meaning: 'This badge marks a seat played by the computer.' },
    {
      term: 'out of play',
      meaning:
        "A 'Verse space marked out of play no longer counts, because it lies to the right of the face-down Inevitable card or the Inevitable card is in the Combat Zone.",
    },
    {
      term: 'attached',
      meaning: "An attached card is fixed to its 'Verse space, and other cards come and go on top of it.",
    },
    { term: 'Hidden card', meaning: "A hidden card is face-down in the 'Verse; scan it to see what it is." },
    { term: 'spent', meaning: 'An Episode deck marked spent has no cards left.' },
    { term: 'Buy → slot 2', meaning: "This button buys that Upgrade into Serenity's Upgrade slot 2." },
    { term: '-2 Attack', meaning: 'This button gives the chosen enemy 2 less Attack for the rest of the turn.' },
    {
      term: 'Shiny ×3',
      meaning: 'In your played area, this counts the Shiny cards played this turn (Misbehave likewise).',
    },
    { term: 'Recruit', meaning: 'Recruit Points are what you spend to recruit characters and to pay Recruit prices.' },
    {
      term: 'Attack',
      meaning:
        'Attack is what you spend to scan spaces, fight enemies, repair Ship Strikes and pay Attack prices; on an enemy it is what defeating it takes.',
    },
    {
      term: 'Credits',
      meaning:
        "Credits are the team's money between Episodes: they are earned from Objectives and Side Jobs and lost if left unspent.",
    },
    {
      term: 'Victory Points',
      meaning: 'Victory Points score a game: 1 for all of Objective A, 2 for all of Objective B and 3 for winning.',
    },
    {
      term: "'Verse",
      meaning: "The 'Verse is the row of five spaces that Episode cards move through on their way to the Combat Zone.",
    },
    {
      term: 'Space 1',
      meaning:
        "Space 1 is the leftmost 'Verse space, next to the Combat Zone; space 5 is the rightmost, where new Episode cards arrive.",
    },
    {
      term: 'Combat Zone',
      meaning:
        "The Combat Zone is where cards pushed out of the 'Verse end up, and its enemies strike at the end of every turn, right to left.",
    },
    { term: 'Bridge', meaning: 'The Bridge holds the five face-up crew cards you can recruit.' },
    {
      term: 'Crew Deck',
      meaning: 'The Crew Deck holds the shuffled cards of the four Supporting Characters and refills the Bridge.',
    },
    {
      term: 'Browncoats',
      meaning: `A Browncoats comes from its own stack, always costs ${BROWNCOAT_COST} Recruit and gives 2 Attack with Coordinate; there is one of each class.`,
    },
    {
      term: 'Character',
      meaning:
        'A character card is any card in a deck other than a Talent or Flaw: Shiny, Misbehave, Browncoats and the cards recruited or gained.',
    },
    { term: 'Shiny', meaning: 'Shiny is a starting card that gives 1 Recruit.' },
    { term: 'Misbehave', meaning: 'Misbehave is a starting card that gives 1 Attack.' },
    {
      term: 'Basic card',
      meaning:
        'A basic card is a Shiny or a Misbehave: it has no text and no class, so all of them can be played together.',
    },
    {
      term: 'Main Character',
      meaning:
        'A Main Character is one of the five crew members in the game as Avatars, whether a player plays it or not.',
    },
    {
      term: 'Non-player',
      meaning: 'A non-player is a Main Character no one plays; it can still draw strikes, be defeated and be healed.',
    },
    {
      term: 'Supporting Character',
      meaning:
        'A Supporting Character is one of the four crew members who are not Main Characters, and their cards form the Crew Deck.',
    },
    {
      term: 'Avatar',
      meaning: "An Avatar is a Main Character's card, showing Rank, Defense, Health and the Talent and Flaw abilities.",
    },
    {
      term: 'Rank',
      meaning: 'Rank is a number on each Avatar; Rank 1 is the highest, and the highest-ranked player goes first.',
    },
    {
      term: 'Defense',
      meaning: 'Defense Value is a number on each Avatar that matters only when a card asks about it.',
    },
    { term: 'Health', meaning: 'Health is the damage an Avatar can take; damage equal to its Health defeats it.' },
    {
      term: 'Talent',
      meaning:
        "A Talent draws a card when played and may later be activated for its Avatar's Talent ability, which defeats it.",
    },
    {
      term: 'Flaw',
      meaning: "A Flaw must be played at once for its Avatar's Flaw ability, and then it returns to the Flaw stack.",
    },
    { term: 'Intel', meaning: 'Intel is a class whose cards find things out and draw cards.' },
    { term: 'Leadership', meaning: 'Leadership is a class whose cards help the team and gain characters.' },
    { term: 'Strength', meaning: 'Strength is a class whose cards fight and defeat your own weaker cards.' },
    { term: 'Survival', meaning: 'Survival is a class whose cards avoid strikes and heal.' },
    { term: 'Tech', meaning: 'Tech is a class whose cards avoid and repair Ship Strikes.' },
    {
      term: 'Class combo',
      meaning:
        'A class combo is an extra ability, introduced by a class name, that needs an earlier card of the same class this turn.',
    },
    {
      term: 'Coordinate',
      meaning:
        'Coordinate lets you lend the card to the player whose turn it is, who may play a virtual copy of it while you draw a replacement.',
    },
    {
      term: 'Virtual copy',
      meaning:
        'A virtual copy is the copy of a Coordinated card that the player whose turn it is may play as if it were their own.',
    },
    {
      term: 'Reaction',
      meaning: "A Reaction card is discarded on another player's turn so that its effect helps that player.",
    },
    { term: 'Activate', meaning: 'An Activate ability may be used later in your Action Phase, once per turn.' },
    { term: 'Reveal', meaning: 'A Reveal ability happens once, when its card is first turned face-up.' },
    {
      term: 'Strike:',
      meaning: 'An enemy\'s "Strike:" ability happens each time it strikes, after the strike card is drawn.',
    },
    { term: 'Defeated:', meaning: 'An enemy\'s "Defeated:" ability happens when it is defeated.' },
    { term: 'Ongoing', meaning: 'An Ongoing effect applies all the time while its card is in play.' },
    { term: 'Range', meaning: "An enemy with Range strikes from the 'Verse, after those in the Combat Zone." },
    {
      term: 'Stationary',
      meaning:
        "A Stationary card is not pushed along the 'Verse: other cards jump over it, except the Inevitable card.",
    },
    { term: 'Escape', meaning: 'An enemy with Escape leaves the game as soon as it enters the Combat Zone.' },
    { term: 'Double Strike', meaning: 'An enemy with Double Strike strikes twice in each Strike Phase.' },
    { term: 'Mandatory', meaning: 'A Mandatory Objective part must not fail, or the game is lost.' },
    { term: 'Scan', meaning: "To scan is to pay a space's scan cost in Attack and turn its face-down card face-up." },
    { term: 'Avoid', meaning: "To avoid a strike is to skip drawing it, along with the enemy's Strike ability." },
    {
      term: 'Cancel',
      meaning: 'To cancel a strike is to discard the strike card just drawn, without its damage or text.',
    },
    { term: 'Heal', meaning: 'To heal is to take a Crew Strike off a Main Character and discard it.' },
    {
      term: 'Show',
      meaning:
        'To show a card is to let the others see a card of the named class in your hand or in play, and keep it.',
    },
    { term: 'Attach', meaning: "To attach a card is to fix it to a 'Verse space so that other cards pass over it." },
    { term: 'Clear', meaning: "A clear 'Verse space has no card in it other than attached ones." },
    {
      term: 'Gain',
      meaning: 'To gain a card is to put it into your discard pile, unless the effect names another place.',
    },
    {
      term: 'Defeat',
      meaning:
        'To defeat a card is to remove it to its defeated pile; an enemy is defeated by spending its Attack or by an effect.',
    },
    {
      term: 'Crew Strike',
      meaning:
        'A Crew Strike is a card a Crew enemy puts on the Avatar of the player whose turn it is, usually with damage.',
    },
    {
      term: 'Ship Strike',
      meaning:
        "A Ship Strike lands on Serenity's lowest empty slot, and one more with all six slots hit makes her explode.",
    },
    {
      term: 'Labelled Ship Strike',
      meaning:
        'A labelled Ship Strike is one of six that belong to Episode decks, each to the deck its label names; once repaired it goes to Defeated Cards.',
    },
    {
      term: 'Upgrade',
      meaning: 'An Upgrade is bought with Credits and put on Serenity, and its effect applies from then on.',
    },
    {
      term: 'Episode',
      meaning: 'An Episode is one of the three parts of a game, A, B and C, each with its Objective and Episode deck.',
    },
    {
      term: 'Episode deck',
      meaning:
        "An Episode deck is an Objective's mini-deck of enemies, Goals, Events and more, with Side Jobs shuffled in and the Inevitable card below.",
    },
    {
      term: 'Objective',
      meaning: 'The Objective card lists what the crew has to do in the current Episode and what each part earns.',
    },
    {
      term: 'Goal',
      meaning: 'A Goal is an Episode card you complete, usually by paying its price, to achieve an Objective part.',
    },
    {
      term: 'Side Job',
      meaning:
        'A Side Job is a small optional mission that pays off if completed and fails if it is still in the Combat Zone at the end of a turn.',
    },
    { term: 'Event', meaning: 'An Event is an Episode card that does something once when it is revealed.' },
    { term: 'Special', meaning: 'A Special is an Episode card with a helpful or odd effect that no Objective needs.' },
    {
      term: 'Enemy',
      meaning: 'An enemy is an Episode card you can fight with Attack, and in the Combat Zone it strikes every turn.',
    },
    {
      term: 'Operations',
      meaning:
        'Operations is the area where Events and Specials with an Ongoing effect stay until paid off or the Episode ends.',
    },
    {
      term: 'Inevitable card',
      meaning: "The Inevitable card sits below each Episode deck, acts as the Episode's timer and cannot be touched.",
    },
    {
      term: 'Defeated Cards',
      meaning: 'Defeated Cards is the pile for defeated enemies, finished Events and other cards out of play.',
    },
    {
      term: 'Defeated characters',
      meaning: 'Defeated characters is the pile for character cards that have been defeated.',
    },
    {
      term: 'Discarded Crew Strikes',
      meaning:
        'Discarded Crew Strikes is the pile of healed, cancelled and used Crew Strikes, shuffled back when the deck runs out.',
    },
    {
      term: 'Defeated',
      meaning: 'A defeated Main Character has damage equal to their Health and is out of the game until healed.',
    },
    {
      term: 'Preparation turn',
      meaning:
        'A preparation turn, given with four or five players at the very start of Episode A, has no Episode Phase.',
    },
    {
      term: 'Inter-Mission',
      meaning: 'The Inter-Mission is the pause between Episodes when the team spends its Credits.',
    },
    {
      term: 'Highest-ranked',
      meaning: 'The highest-ranked Main Character is the one in the game with the best (lowest) Rank number.',
    },
    { term: 'Setup', meaning: 'Setup text on an Objective is followed when its Episode begins.' },
    {
      term: 'End of Episode',
      meaning:
        'End of Episode text on an Objective C matters only in a campaign: in the special Inter-Mission after a won game, or as the next game is set up after a lost one.',
    },
    {
      term: 'Outlaw, Alliance, Reaver',
      meaning:
        'These words in an enemy\'s type say whose side it is on; they do nothing by themselves, and only "Ship" in the type changes how it strikes.',
    },
    { term: 'Success', meaning: "A Side Job's Success is what the team gets for completing it." },
    {
      term: 'Failure',
      meaning: "A Side Job's Failure is what happens when it is still in the Combat Zone at the end of a turn.",
    },
    {
      term: 'Episode Phase',
      meaning:
        "The Episode Phase opens each turn: an Episode card goes face-down into the 'Verse, or the Inevitable card moves one space.",
    },
    {
      term: 'Action Phase',
      meaning: 'The Action Phase is when the player whose turn it is plays cards and spends Recruit and Attack.',
    },
    {
      term: 'Strike Phase',
      meaning:
        "In the Strike Phase the Combat Zone's enemies strike from right to left, then enemies with Range in the 'Verse.",
    },
    {
      term: 'Cleanup Phase',
      meaning: 'In the Cleanup Phase you discard your hand and everything you played, then draw a new hand of six.',
    },
    {
      term: 'Campaign',
      meaning:
        'A campaign is five games in a row through the series, with Upgrades and strikes carried over after a win.',
    },
    { term: 'Pass', meaning: 'To pass is to give up helping with Coordinate or Reactions for the rest of this turn.' },
  ],
};
