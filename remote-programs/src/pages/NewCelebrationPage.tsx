import '../celebrations-admin/celebrations-copy';
export { NewCelebration as NewCelebrationPage } from '../celebrations-admin/components/CelebrationEditor';
