export const FIRST_NAMES = [
  'Ava',
  'Ben',
  'Chloé',
  'Dmitri',
  'Esther',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kavya',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Priya',
  'Quentin',
  'Rosa',
  'Sami',
  'Tariq',
  'Uma',
  'Viktor',
  'Wen',
  'Yara',
  'Zoe',
];

export const LAST_NAMES = [
  'Adeyemi',
  'Bauer',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Haddad',
  'Ito',
  'Jansen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Rossi',
  'Santos',
  'Tanaka',
  'Novak',
];

export const DEPARTMENTS = ['Engineering', 'Sales', 'Customer Success', 'Marketing', 'People', 'Finance'];

export const COMPANY_VALUES = [
  { hashtag: 'OwnIt', description: 'We take responsibility from start to finish.' },
  { hashtag: 'CustomerFirst', description: 'We start from what our customers need.' },
  { hashtag: 'BetterTogether', description: 'We help each other win.' },
  { hashtag: 'BeCurious', description: 'We ask, learn and try new things.' },
];

export const LOCATIONS = ['Lisbon', 'Toronto', 'Berlin', 'Singapore', 'Remote'];

/** The composer's placeholder: a recognition written the way the company writes them. */
export const EXAMPLE_REASON = '+10 @jordan for turning the launch checklist around overnight :rocket: #OwnIt';

/**
 * Recognition texts: `{amount}` becomes `+N`, `{receiver}` and `{other}` `@username`s, `{value}` and
 * `{value2}` company hashtags.
 */
export const RECOGNITION_TEMPLATES = [
  '{amount} Thank you {receiver} for jumping on the release checklist at short notice #{value}',
  '{amount} {receiver} turned a tricky customer call into a renewal. Huge win! :trophy: #{value}',
  '{amount} Shout-out to {receiver} for pairing with me all afternoon on the billing bug #{value}',
  '{amount} {receiver} ran the best onboarding session I have seen :tada: #{value}',
  '{amount} Grateful to {receiver} for covering my on-call shift this weekend :pray: #{value}',
  '{amount} {receiver} rewrote the team handbook and it finally reads well :clap: #{value}',
  '{amount} Thanks {receiver} for the thoughtful review comments, they made the design better #{value}',
  '{amount} {receiver} kept the quarterly planning on time and everybody heard #{value}',
  '{amount} {receiver} and {other} shipped the new onboarding flow a week early :rocket: #{value} #{value2}',
  'Huge thanks to {receiver} {amount} for staying late to get the demo environment back up :muscle: #{value}',
  '{amount} {receiver} answered every question in the all-hands Q&A channel, patiently and kindly :heart: #{value}',
  '{amount} To {receiver} and {other}: the customer workshop was brilliant, the feedback says it all :sparkles: #{value}',
  '{amount} {receiver} spotted the pricing typo before it went out to 4 000 customers. Eagle eyes :eyes: #{value}',
  '{amount} Welcome-week MVP: {receiver} made every new starter feel at home :raised_hands: #{value}',
  '{amount} {receiver} untangled the quarter-end reconciliation in a single afternoon #{value}',
  '{amount} Thank you {receiver} for mentoring me through my first incident review :star2: #{value} #{value2}',
  '{amount} {receiver} tried three prototypes in a week and shared what each taught us :bulb: #{value}',
  '{amount} Coffee is on me, {receiver}: thanks for the calm hand during the outage :coffee: #{value}',
  '{amount} {receiver} turned a messy spreadsheet into a dashboard the whole team uses daily :bar_chart: #{value}',
  '{amount} {receiver} and {other} closed the biggest deal of the quarter together :fire: #{value}',
  '{amount} For {receiver}, who volunteered to run the charity bake sale and raised twice the goal :cake: #{value}',
  '{amount} {receiver} wrote the clearest incident summary I have read. Thank you! #{value}',
  'Kudos {receiver} {amount} for making the accessibility audit a team sport :wheelchair: :clap: #{value}',
  '{amount} {receiver} went out of their way to help a customer in another time zone at 6am :sunrise: #{value}',
];
