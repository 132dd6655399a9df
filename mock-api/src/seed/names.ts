export const FIRST_NAMES = [
  'Ava', 'Ben', 'Chloé', 'Dmitri', 'Esther', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kavya', 'Liam',
  'Maya', 'Noah', 'Olga', 'Priya', 'Quentin', 'Rosa', 'Sami', 'Tariq', 'Uma', 'Viktor', 'Wen', 'Yara', 'Zoe',
];

export const LAST_NAMES = [
  'Adeyemi', 'Bauer', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'García', 'Haddad', 'Ito', 'Jansen',
  'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Rossi', 'Santos', 'Tanaka', 'Novak',
];

export const DEPARTMENTS = ['Engineering', 'Sales', 'Customer Success', 'Marketing', 'People', 'Finance'];

export const COMPANY_VALUES = [
  { hashtag: 'OwnIt', description: 'We take responsibility from start to finish.' },
  { hashtag: 'CustomerFirst', description: 'We start from what our customers need.' },
  { hashtag: 'BetterTogether', description: 'We help each other win.' },
  { hashtag: 'BeCurious', description: 'We ask, learn and try new things.' },
];
