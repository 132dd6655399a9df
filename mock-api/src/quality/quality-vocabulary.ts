// The word lists the rule-based scorer decides with. Each rule quotes the word it found, so a writer can
// see why; change a list here and the rule's tests say what moved.

/** Whitespace-separated words as a set. */
const wordsOf = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** Deliverables, events and moments a specific recognition names (singular, lower case). */
export const CONCRETE_WORDS: ReadonlySet<string> = wordsOf(`
  report release launch demo deck presentation slide migration bug fix outage incident deadline
  contract deal proposal pitch workshop training onboarding review sprint roadmap analysis
  dashboard spreadsheet budget forecast campaign newsletter article design prototype feature
  documentation doc checklist audit interview ticket survey invoice renewal rollout upgrade
  refactor hotfix backlog playbook handbook webinar conference event offsite meeting standup retro
  retrospective customer client yesterday today tonight overnight weekend morning afternoon
  evening monday tuesday wednesday thursday friday saturday sunday january february march april
  june july august september october november december quarter
`);

/** Words of cause and impact that say why it mattered, longest first so the reason quotes the whole phrase. */
export const IMPACT_PHRASES: readonly string[] = [
  'made it possible',
  'which helped',
  'which meant',
  'which means',
  'which let',
  'thanks to',
  'as a result',
  'resulted in',
  'that meant',
  'this meant',
  'it meant',
  'helped us',
  'helped me',
  'helped the',
  'allowed us',
  'without you',
  'so that',
  'so we',
  'led to',
  'because',
  'enabled',
  'saved',
  'impact',
];

/** Speaking to the person. */
export const SECOND_PERSON: ReadonlySet<string> = wordsOf(`
  you your yours yourself you're you've you'll you'd youre youve
`);

/** Stock praise: fine in a recognition, not enough on its own. */
export const STOCK_WORDS: ReadonlySet<string> = wordsOf(`
  thanks thank thx ty great job good well done awesome amazing nice work kudos congrats
  congratulations shoutout shout rock rocks rockstar star superstar keep best fantastic excellent
  incredible wonderful appreciate appreciated everything cheers bravo legend hero cool super
`);

/** Small words that carry no content. */
export const FILLER_WORDS: ReadonlySet<string> = wordsOf(`
  the a an and or but to of for in on at with is are was were be been it it's its this that you
  your i we our me my us as by from here there so just too very really much lot lots all up out
  always again such one guys
`);
