import {
  QUALITY_DIMENSION_KEYS,
  TOP_SCORING_LIMIT,
  type DepartmentAverage,
  type QualityScore,
  type RecognitionQualityAverages,
  type RecognitionQualityFilterDirection,
  type RecognitionQualityFilterOptions,
  type RecognitionQualityFilterType,
  type ScoredRecognition,
  type UserSummary,
} from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import type { Bonus, User } from '../../db/types';
import { givenQualityContext, qualityScorer } from '../../quality/quality-context';

export interface DayRange {
  start_date: string;
  end_date: string;
}

export interface TopScoringFilter {
  type?: RecognitionQualityFilterType;
  values: string[];
  direction: RecognitionQualityFilterDirection;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CUSTOM_PROPERTIES = ['department', 'role', 'location'] as const;

// Seeded recognitions were never scored when given; the scorer is pure, so each is scored once, on first read.
const scored = new WeakMap<Bonus, QualityScore>();

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const mean = (values: number[]) =>
  values.length === 0 ? null : oneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length);

/** One company's scored recognitions and the people they name. */
export function recognitionQuality(store: Store, companyId: number) {
  const company = store.all('companies').find((row) => row.id === companyId)!;
  const people = new Map(
    store
      .all('users')
      .filter((user) => user.company_id === companyId)
      .map((user) => [user.id, user]),
  );
  const recognitions = store.all('bonuses').filter((bonus) => bonus.company_id === companyId);

  const scoreOf = (bonus: Bonus): QualityScore => {
    if (bonus.quality_score) return bonus.quality_score;
    let score = scored.get(bonus);
    if (!score) {
      const receivers = bonus.receiver_ids.flatMap((id) => people.get(id) ?? []);
      score = qualityScorer.score(bonus.reason, givenQualityContext(store, company, receivers));
      scored.set(bonus, score);
    }
    return score;
  };

  const within = ({ start_date, end_date }: DayRange) => {
    const start = Date.parse(`${start_date}T00:00:00.000Z`);
    const end = Date.parse(`${end_date}T00:00:00.000Z`) + DAY_MS;
    return recognitions.filter((bonus) => {
      const at = Date.parse(bonus.created_at);
      return at >= start && at < end;
    });
  };

  const teams = store.all('groups').filter((group) => group.company_id === companyId && group.dimension === 'team');
  const propertyOf = (user: User, name: string) =>
    (user.custom_properties as unknown as Record<string, string | undefined>)[name];

  const matchesFilter = (bonus: Bonus, { type, values, direction }: TopScoringFilter) => {
    if (!type || values.length === 0) return true;
    if (type === 'hashtag') {
      const wanted = values.map((value) => value.toLowerCase());
      return bonus.hashtags.some((hashtag) => wanted.includes(hashtag.toLowerCase()));
    }
    const ids = direction === 'giver' ? [bonus.giver_id] : bonus.receiver_ids;
    if (type === 'team') {
      const members = teams.filter((team) => values.includes(String(team.id))).flatMap((team) => team.member_ids);
      return ids.some((id) => members.includes(id));
    }
    const pairs = values.map((value) => value.split(':')).filter((pair) => pair.length >= 2);
    return ids.some((id) => {
      const user = people.get(id);
      return user !== undefined && pairs.some(([name, ...rest]) => propertyOf(user, name!) === rest.join(':'));
    });
  };

  const summaryOf = (id: number): UserSummary | null => {
    const user = people.get(id);
    return user
      ? {
          id: user.id,
          displayName: user.display_name,
          email: user.email,
          profilePic: user.profile_pic_url,
          username: user.slug,
        }
      : null;
  };

  const listed = (bonus: Bonus): ScoredRecognition => {
    const addOns = recognitions.filter((other) => other.parent_bonus_id === bonus.id);
    return {
      id: bonus.id,
      reason: bonus.reason,
      qualityScore: scoreOf(bonus),
      attachments: (bonus.attachments ?? []).map((attachment) => ({
        ...(attachment.category === 'social' && { gif: attachment.url }),
        ...(attachment.video_thumbnail_url && { videoThumbnailUrl: attachment.video_thumbnail_url }),
        ...(attachment.video_poster_url && { videoPosterUrl: attachment.video_poster_url }),
      })),
      createdAt: bonus.created_at,
      familyAmount: bonus.amount + addOns.reduce((sum, addOn) => sum + addOn.amount, 0),
      giver: summaryOf(bonus.giver_id),
      reactionCount: store.all('reactions').filter((reaction) => reaction.bonus_id === bonus.id).length,
      commentCount: store.all('comments').filter((comment) => comment.bonus_id === bonus.id).length,
      receivers: bonus.receiver_ids.flatMap((id) => summaryOf(id) ?? []),
    };
  };

  return {
    filterOptions(): RecognitionQualityFilterOptions {
      const hashtags = new Set(
        store
          .all('values')
          .filter((value) => value.company_id === companyId)
          .map((value) => value.hashtag),
      );
      const properties = CUSTOM_PROPERTIES.map((name) => ({
        name,
        values: [...new Set([...people.values()].flatMap((user) => propertyOf(user, name) ?? []))].sort(),
      })).filter((property) => property.values.length > 0);
      return {
        hashtags: [...hashtags].sort(),
        teams: teams.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
        customProperties: properties,
      };
    },

    averages(range: DayRange): RecognitionQualityAverages {
      const scores = within(range).map(scoreOf);
      return {
        averageScore: mean(scores.map((score) => score.score)),
        recognitionCount: scores.length,
        dimensions: QUALITY_DIMENSION_KEYS.map((key) => {
          const matched = scores.map((score) =>
            score.dimensions.some((dimension) => dimension.key === key && dimension.matches) ? 100 : 0,
          );
          return { key, matchRate: mean(matched) };
        }),
      };
    },

    /** Public recognitions only: the list links to each one's page, which nobody else may open. */
    topScoring(range: DayRange, filter: TopScoringFilter): ScoredRecognition[] {
      return within(range)
        .filter((bonus) => bonus.privacy === 'publicly_visible' && matchesFilter(bonus, filter))
        .map((bonus) => ({ bonus, score: scoreOf(bonus).score }))
        .sort((a, b) => b.score - a.score || b.bonus.created_at.localeCompare(a.bonus.created_at))
        .slice(0, TOP_SCORING_LIMIT)
        .map(({ bonus }) => listed(bonus));
    },

    /** Each recognition counts for its giver's department. */
    departmentAverages(range: DayRange): DepartmentAverage[] {
      const byDepartment = new Map<string, number[]>();
      for (const bonus of within(range)) {
        const department = people.get(bonus.giver_id)?.custom_properties.department;
        if (!department) continue;
        byDepartment.set(department, [...(byDepartment.get(department) ?? []), scoreOf(bonus).score]);
      }
      return [...byDepartment.entries()]
        .map(([department, scores]) => ({ department, averageScore: mean(scores)!, recognitionCount: scores.length }))
        .sort((a, b) => a.department.localeCompare(b.department));
    },
  };
}
