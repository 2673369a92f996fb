import {useActionData, useLoaderData} from '@remix-run/react';
import {redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {RegisterForm} from '~/components/account/RegisterForm';
import {ProductCard} from '~/components/product/ProductCard';
import {PRODUCT_CARD_FRAGMENT} from '~/clients/storefront/fragments';
import {registerAction} from '~/features/account/register.server';
import {NO_STORE} from '~/features/account/route-helpers';
import {hasOffer} from '~/features/catalog/filters';
import {productCards} from '~/features/catalog/product-card';

export const meta: MetaFunction = () => [{title: 'Student sign-up | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

/** How many student products the sign-up shows: one row of cards at the widest layout and a second. */
const STUDENT_PRODUCTS = 8;

/** Only while the student-registration flag is on; otherwise the regular sign-up. */
export async function loader({context}: LoaderFunctionArgs) {
  if (!context.config.studentRegistration) throw redirect('/account/create-account', {headers: NO_STORE});
  // The products a merchandiser marked for students (tag student); the sign-up works without them.
  const studentProducts = await context.storefront
    .query(STUDENT_PRODUCTS_QUERY, {variables: {first: STUDENT_PRODUCTS}, cache: context.storefront.CacheShort()})
    .then(({products}) => productCards(products.nodes.filter((product) => hasOffer(product, 'student'))))
    .catch(() => []);
  // New customer accounts: the hosted login creates the account, and the Customer Account API
  // cannot tag a customer, so the student flag cannot be set online; the page says so.
  return {hostedLogin: Boolean(context.customerAccount), studentProducts};
}

export async function action(args: ActionFunctionArgs) {
  if (!args.context.config.studentRegistration) throw redirect('/account/create-account', {headers: NO_STORE});
  return registerAction(args, {student: true});
}

export default function StudentSignUpPage() {
  const {studentProducts} = useLoaderData<typeof loader>();
  return (
    <>
      <StudentSignUp />
      {studentProducts.length ? (
        <section className="student-products" aria-labelledby="student-products-title" data-testid="student-products">
          <h2 id="student-products-title">Student picks</h2>
          <ul className="product-grid">
            {studentProducts.map((product, index) => (
              <li key={product.id} className="product-grid__cell">
                <ProductCard product={product} listName="Student picks" index={index} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function StudentSignUp() {
  const result = useActionData<typeof action>();
  const {hostedLogin} = useLoaderData<typeof loader>();
  if (hostedLogin) {
    return (
      <section className="account-card" data-testid="student-sign-up-page">
        <h1>Student sign-up</h1>
        <p data-testid="student-hosted-login">
          Accounts are now created when you first sign in with your email and a one-time code. Student status cannot be added during
          sign-in: create your account, then contact us with proof of enrolment and we will mark your account as a student account.
        </p>
        <p>
          <a className="button button--primary" href="/account/login">
            Sign in or create an account
          </a>
        </p>
      </section>
    );
  }
  return (
    <section className="account-card" data-testid="student-sign-up-page">
      <h1>Student sign-up</h1>
      <p className="muted">Create your account as a student to get student offers on toothpaste, brushes and whitening.</p>
      <RegisterForm result={result} student />
    </section>
  );
}

const STUDENT_PRODUCTS_QUERY = `#graphql
  query StudentProducts($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, query: "tag:student", sortKey: TITLE) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
