// The five reports share one lazy chunk: whoever opens one usually goes on to the next.
export { RecognitionActivity as RecognitionActivityPage } from '../components/RecognitionActivity';
export { PointsGiven as PointsGivenPage } from '../components/PointsGiven';
export { PointsEarned as PointsEarnedPage } from '../components/PointsEarned';
export { Redemptions as RedemptionsPage } from '../components/Redemptions';
export { RewardsCost as RewardsCostPage } from '../components/RewardsCost';
