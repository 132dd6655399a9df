import '../celebrations-admin/celebrations-copy';
export { EditCelebration as EditCelebrationPage } from '../celebrations-admin/components/CelebrationEditor';
