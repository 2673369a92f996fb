import {entry, idOf} from './helpers.js';

const CONTACT = `## Contact us

Questions about this page? Email [support@oralcare.example](mailto:support@oralcare.example), call **1-800-555-0199** (Monday to Friday, 9:00 am to 5:30 pm Eastern) or use our [contact form](/contact-us).`;

interface LegalSpec {
  slug: string;
  title: string;
  lastUpdated: string;
  body: string;
}

const PAGES: LegalSpec[] = [
  {
    slug: 'app-privacy',
    title: 'Smart Toothbrush App Privacy Notice',
    lastUpdated: '2025-03-01',
    body: `This notice explains what the Oral Care Shop smart toothbrush app ("the app") collects, why, and the choices you have. It adds to our general privacy policy for the online shop.

## What we collect

| Data | Example | Why we use it |
| --- | --- | --- |
| Account details | Name, email address | To sign you in and sync your brushing history |
| Brushing data | Session length, areas covered, pressure alerts | To show your progress and coaching tips |
| Device data | Toothbrush model, firmware version, app version | To pair your brush and fix problems |
| Usage data | Screens viewed, crashes | To improve the app |

We do **not** collect your precise location, contacts or photos.

## How we use it

- To provide the app's features: brushing feedback, goals and reminders.
- To keep the app secure and working, including troubleshooting.
- To send reminders and product news, only if you opt in. You can switch these off in the app's settings at any time.

## Sharing

We share data only with service providers who host and support the app under contract, or when the law requires it. **We do not sell your brushing data**, and we do not use it for targeted advertising.

## Keeping and deleting your data

Brushing history is kept while your account is active. Delete your account from *Settings > Account > Delete account* and we erase your brushing data within 30 days, apart from records we must keep by law.

## Your choices

1. Turn Bluetooth off or unpair the brush to stop data collection.
2. Ask for a copy of your data, or for it to be corrected or deleted.
3. Withdraw consent to marketing at any time.

California residents also have the rights in our [California Consumer Privacy Addendum](/california-consumer-protection-act-addendum). Children's use of the kids app is covered by the [Kids App Privacy Notice](/kids-app-privacy).

${CONTACT}`,
  },
  {
    slug: 'app-terms-of-service',
    title: 'Smart Toothbrush App Terms of Service',
    lastUpdated: '2025-03-01',
    body: `These terms apply when you download or use the Oral Care Shop smart toothbrush app. By using the app you accept them.

## Using the app

- You must be 18 or older to create an account, or have a parent or guardian create and manage it for you.
- Keep your sign-in details private. You are responsible for activity on your account.
- Use the app only for its intended purpose and do not try to reverse engineer, copy or disrupt it.

## Not medical advice

The app offers general brushing guidance. It is **not** a substitute for professional dental care. See your dentist about pain, bleeding gums or other concerns.

## Updates and availability

We update the app to add features and fix problems; some features need the latest version. We aim to keep the app available but cannot promise it will always be free of interruptions.

## Your content and our rights

The app, its design and content belong to us or our licensors. We grant you a personal, non-transferable licence to use the app on devices you own or control.

## Ending your use

You may stop using the app and delete your account at any time. We may suspend accounts that break these terms.

## Liability

To the extent the law allows, the app is provided "as is" and we are not liable for indirect or consequential losses. Nothing in these terms limits rights you have under consumer protection law.

## Changes to these terms

We will tell you in the app before material changes take effect. The date at the top shows the latest version.

${CONTACT}`,
  },
  {
    slug: 'kids-app-privacy',
    title: 'Kids App Privacy Notice',
    lastUpdated: '2025-03-01',
    body: `Our kids brushing app turns brushing into a game. We designed it to collect as little as possible about children, and parents stay in control.

## For parents

- A parent or guardian sets up the account and gives consent before a child can use it.
- We collect the child's **first name or nickname**, age range and brushing sessions (time, duration, areas brushed). That is all.
- We do not show ads, offer in-app chat or let children share anything publicly.
- We never sell children's data or use it for marketing.

## What the data is used for

| Purpose | Data used |
| --- | --- |
| Showing rewards and progress in the game | Brushing sessions |
| Adjusting games and tips to age | Age range |
| Showing the parent a brushing summary | Nickname, brushing sessions |

## Parental rights

Parents can review the child's information, ask us to delete it, or withdraw consent at any time from *Parent Settings* or by contacting us. Deleting the child profile removes its data within 30 days.

## Security

Data is encrypted in transit and at rest, and access is limited to staff who need it to run the app.

${CONTACT}`,
  },
  {
    slug: 'california-consumer-protection-act-addendum',
    title: 'California Consumer Privacy Addendum',
    lastUpdated: '2025-01-15',
    body: `This addendum applies to California residents and describes rights under the California Consumer Privacy Act, as amended by the California Privacy Rights Act ("CCPA"). It supplements our privacy policy.

## Categories of personal information

| Category | Examples | Source | Disclosed for a business purpose to |
| --- | --- | --- | --- |
| Identifiers | Name, email, shipping address, phone | You | Payment, shipping and hosting providers |
| Commercial information | Orders, subscriptions, returns | You, our shop | Payment and fulfilment providers |
| Internet activity | Pages viewed, cart activity | Your browser | Analytics providers |
| Device data | Smart toothbrush model and usage | The app | Hosting providers |

## Your rights

- **Know and access:** ask what personal information we collected about you in the last 12 months.
- **Delete:** ask us to delete personal information, subject to legal exceptions.
- **Correct:** ask us to fix inaccurate information.
- **Opt out of sale or sharing:** we do not sell personal information. Where cookies share browsing data for advertising, you can opt out with the *Do Not Sell or Share My Personal Information* link or a Global Privacy Control signal.
- **Limit use of sensitive information:** we only use sensitive information where needed to provide our services.
- **Non-discrimination:** we will not treat you differently for using these rights.

## Making a request

Email [support@oralcare.example](mailto:support@oralcare.example) or call 1-800-555-0199. We will verify your identity by matching details you give with our records and respond within 45 days. An authorised agent may act for you with your signed permission.

${CONTACT}`,
  },
  {
    slug: 'rewards-terms',
    title: 'Smile Rewards Program Terms',
    lastUpdated: '2025-04-01',
    body: `Smile Rewards lets registered customers earn points on purchases from the Oral Care Shop online store and redeem them for discounts.

## Joining

Membership is free and open to US residents aged 18 or over with an Oral Care Shop account. One membership per person.

## Earning points

| Activity | Points |
| --- | --- |
| Every $1 spent on products (after discounts, before tax and shipping) | 1 point |
| Creating an account | 50 points |
| Your birthday (added to your profile at least 30 days before) | 100 points |
| Each subscription delivery | 25 points |

Points appear once an order ships. Returned or cancelled items remove the points they earned.

## Redeeming points

- 500 points = $5 off a future order. Rewards are issued as single-use codes.
- Reward codes cannot be exchanged for cash or gift cards, and one reward code can be used per order.
- Points expire after 12 months without earning or redeeming activity.

## Changes and ending the program

We may change these terms or end the program with 30 days' notice by email. If the program ends, you will have at least 30 days to redeem your points.

Reward codes also follow our [Discount Code Terms and Conditions](/discount-code-terms-and-conditions).

${CONTACT}`,
  },
  {
    slug: 'discount-code-terms-and-conditions',
    title: 'Discount Code Terms and Conditions',
    lastUpdated: '2025-04-01',
    body: `These terms apply to every discount code used at the Oral Care Shop online store, unless the offer states otherwise.

## General rules

1. Codes are valid only on the Oral Care Shop online store, for orders shipped to US addresses.
2. One discount code per order. Codes cannot be combined unless an offer says so.
3. Codes apply to eligible products before tax and shipping. Gift cards and free gifts are excluded.
4. A code may have a minimum spend, an end date or a limit of one use per customer; these are shown with the offer.
5. Codes have no cash value and cannot be applied to past orders.

## Applying a code

Enter the code in the cart or follow a link that contains it. If you see **"Invalid discount code"**, check the spelling, end date and minimum spend.

## Subscriptions

Unless the offer says otherwise, a code applies to the first subscription order only. Later deliveries keep the regular subscribe-and-save price.

## Returns

If you return items bought with a code, we refund the amount you paid after the discount. The code itself is not reissued.

## Misuse

We may cancel codes that were shared publicly without our permission, obtained by error or used in breach of these terms.

${CONTACT}`,
  },
];

export const legalEntries = () => PAGES.map((p) => entry('legalPage', idOf('legalPage', p.slug), {...p}));
