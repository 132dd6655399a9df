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

export const RECOGNITION_TEMPLATES = [
  'Thank you {receiver} for jumping on the release checklist at short notice #{value}',
  '{receiver} turned a tricky customer call into a renewal. Huge win! #{value}',
  'Shout-out to {receiver} for pairing with me all afternoon on the billing bug #{value}',
  '{receiver} ran the best onboarding session I have seen :tada: #{value}',
  'Grateful to {receiver} for covering my on-call shift this weekend #{value}',
  '{receiver} rewrote the team handbook and it finally reads well :clap: #{value}',
  'Thanks {receiver} for the thoughtful review comments, they made the design better #{value}',
  '{receiver} kept the quarterly planning on time and everybody heard #{value}',
];
