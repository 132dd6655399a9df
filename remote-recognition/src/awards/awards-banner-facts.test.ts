import { awardsBannerFacts } from './awards-banner-facts';
import { givableAward } from './testing/award-fixtures';

describe('awardsBannerFacts', () => {
  it('names up to two awards and two distinct recent recipients, and counts the rest', () => {
    const awards = [
      givableAward({
        id: 1,
        name: 'Spot award',
        recentRecipients: [
          { id: 5, displayName: 'Anna' },
          { id: 6, displayName: 'Mateo' },
        ],
        recipientsCount: 4,
      }),
      givableAward({
        id: 2,
        name: 'Team player',
        recentRecipients: [{ id: 5, displayName: 'Anna' }],
        recipientsCount: 1,
      }),
      givableAward({ id: 3, name: 'Rookie' }),
    ];
    const facts = awardsBannerFacts(awards, 2);
    expect(facts.named.map((award) => award.name)).toEqual(['Spot award', 'Team player']);
    expect(facts.moreAwards).toBe(1);
    expect(facts.recipients).toEqual(['Anna', 'Mateo']);
    expect(facts.moreRecipients).toBe(3);
  });

  it('names no one when no one received an award this period', () => {
    expect(awardsBannerFacts([givableAward()], 2)).toMatchObject({ moreAwards: 0, recipients: [], moreRecipients: 0 });
  });
});
