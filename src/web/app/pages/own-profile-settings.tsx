import type { PrivateUser } from '#shared/contracts/users.ts';
import { WatchlistMailSwitch } from '#web/features/search/saved-searches/watchlist-mail-switch.tsx';
import { AccountSettings } from '#web/features/users/account-settings.tsx';
import { MessageSettings } from '#web/features/users/components/message-settings.tsx';
import { TakeoffWeightSetting } from '#web/features/users/components/takeoff-weight-setting.tsx';

/**
 * The settings a user sees on their own profile. The profile page loads this module only for its
 * owner: its forms and their schemas stay out of every visitor's first load of a public profile.
 */
export function OwnProfileSettings({ user }: { user: PrivateUser }) {
  return (
    <>
      <MessageSettings user={user} />
      <TakeoffWeightSetting user={user} />
      <AccountSettings user={user}>
        <WatchlistMailSwitch />
      </AccountSettings>
    </>
  );
}
