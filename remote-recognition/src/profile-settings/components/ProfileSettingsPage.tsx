import { useTranslation } from 'react-i18next';
import { useUserProfile } from '@laurel/shared';
import '../profile-settings-copy';
import { useCopyInLanguage } from '../use-copy-in-language';
import { AvatarField } from './AvatarField';
import { ProfileSettingsForm } from './ProfileSettingsForm';
import styles from './ProfileSettings.module.css';

/** `/users/edit`: the signed-in person's own name, picture, language, time zone and preferences. */
export function ProfileSettingsPage() {
  useCopyInLanguage('onboarding');
  const { t } = useTranslation('onboarding', { keyPrefix: 'profileSettings' });
  const user = useUserProfile();
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {user && (
        <>
          <AvatarField name={user.display_name} pictureUrl={user.profile_pic_url} />
          <ProfileSettingsForm user={user} />
        </>
      )}
    </div>
  );
}
