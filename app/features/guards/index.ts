export {isSignedIn, requireCustomer, requireGuest, requireLegacyAccounts} from './account';
export {requireTotalCampaign, requireTotalSfMarathonCampaign} from './campaign';
export type {GuardArgs} from './types';
