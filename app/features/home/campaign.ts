import type {ContentEntry} from '~/clients/content/types';
import type {CampaignFields} from './types';

/**
 * The campaign to show: the holiday set only when the `holiday-campaign`
 * flag is on (it is off by default), otherwise the everyday one.
 */
export function pickCampaign(campaigns: Array<ContentEntry<CampaignFields>>, holidayFlag: boolean): ContentEntry<CampaignFields> | null {
  const wanted = campaigns.find((c) => Boolean(c.fields.holiday) === holidayFlag);
  return wanted ?? campaigns.find((c) => !c.fields.holiday) ?? null;
}
