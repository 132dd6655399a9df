import { formatMoney, moneyIn } from './prices';

describe('money', () => {
  it('formats a price through its currency’s exponent', () => {
    expect(formatMoney(moneyIn(4500, { iso4217Code: 'USD', exponent: 2 }), 'en')).toBe('$45.00');
    expect(formatMoney(moneyIn(1500, { iso4217Code: 'JPY', exponent: 0 }), 'en')).toBe('¥1,500');
  });
});
