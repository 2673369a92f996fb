import {Form, Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {productCard} from '~/features/catalog/product-card';
import {productsByHandle} from '~/features/catalog/products-by-handle';
import {answersQuery, cleanQuestions, cleanResults, quizState, scoreQuiz} from '~/features/quiz/quiz';
import {ProductCard} from '~/components/product/ProductCard';
import {AddToCartButton} from '~/components/sections/AddToCartButton';
import {Markdown} from '~/components/content/Markdown';
import {markdownHtml} from '~/features/content/markdown.server';
import {absoluteUrl, seoMeta} from '~/features/content/seo.server';

/** The tags the loader worked out. */
export const meta: MetaFunction<typeof loader> = ({data: loaded}) => loaded?.meta ?? [];

interface QuizFields {
  title: string;
  intro: string;
  questions?: Array<{fields: Record<string, unknown>}>;
  results?: Array<{fields: Record<string, unknown>}>;
}

export async function loader({request, context}: LoaderFunctionArgs) {
  const quiz = await context.content.getEntryBy<QuizFields>('quiz', 'slug', 'whitening');
  if (!quiz) throw new Response('The whitening quiz is not available', {status: 404});
  const questions = cleanQuestions(quiz.fields.questions);
  const results = cleanResults(quiz.fields.results);
  if (!questions.length || !results.length) throw new Response('The whitening quiz is not available', {status: 404});

  const state = quizState(questions, new URL(request.url).searchParams);
  const result = state.step === null ? scoreQuiz(questions, results, state.answers) : null;
  const match = result
    ? ((await productsByHandle(context.storefront, [result.productHandle]).catch(() => null))?.get(result.productHandle) ?? null)
    : null;
  // The match is the answer the page leads to: its image is the largest thing in view.
  const product = match ? productCard(match, true) : null;
  const current = state.step === null ? null : questions[state.step];
  return data(
    {
      title: quiz.fields.title,
      intro: quiz.fields.intro,
      total: questions.length,
      step: state.step,
      invalid: state.invalid,
      question: current,
      answers: state.answers,
      // The result's Markdown body goes to the page as HTML (no parser in the browser).
      result: result ? {...result, body: markdownHtml(result.body)} : null,
      product,
      meta: seoMeta({
        title: `${quiz.fields.title ?? 'Whitening product quiz'} | Oral Care Shop`,
        description: 'Answer three quick questions and get the whitening pen, LED kit or toothpaste that suits your goals, time and teeth.',
        url: absoluteUrl(request, '/whitening-product-quiz'),
      }),
    },
    {status: state.invalid ? 400 : 200},
  );
}

export default function WhiteningQuiz() {
  const {title, intro, total, step, invalid, question, answers, result, product} = useLoaderData<typeof loader>();
  const backQuery = answersQuery(answers.slice(0, -1));
  return (
    <div className="quiz" data-testid="quiz">
      <header className="quiz__header">
        <h1>{title}</h1>
        {step === 0 && !answers.length ? <p>{intro}</p> : null}
      </header>
      {question && step !== null ? (
        <Form method="get" action="/whitening-product-quiz" className="quiz__step" data-testid="quiz-step" preventScrollReset>
          {answers.map((a) => (
            <input key={a.key} type="hidden" name={a.key} value={a.value} />
          ))}
          <fieldset aria-describedby={invalid ? 'quiz-error' : question.help ? 'quiz-help' : undefined}>
            <legend>
              <span className="quiz__progress">
                Question {step + 1} of {total}
              </span>
              <span className="quiz__question">{question.question}</span>
            </legend>
            {question.help ? (
              <p id="quiz-help" className="quiz__help">
                {question.help}
              </p>
            ) : null}
            {invalid ? (
              <p id="quiz-error" className="form-field__error" role="alert">
                Please choose one of the answers below.
              </p>
            ) : null}
            <div className="quiz__answers">
              {question.answers.map((answer, index) => (
                <label key={answer.value} className="quiz__answer">
                  <input type="radio" name={question.key} value={answer.value} required defaultChecked={false} data-index={index} />
                  <span>{answer.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="quiz__nav">
            {answers.length ? <Link to={`/whitening-product-quiz${backQuery}`}>Back</Link> : <span />}
            <button type="submit" className="button button--primary" data-testid="quiz-next">
              {step + 1 === total ? 'See my match' : 'Next'}
            </button>
          </div>
        </Form>
      ) : null}
      {result ? (
        <section className="quiz__result" aria-labelledby="quiz-result" data-testid="quiz-result">
          <h2 id="quiz-result">{result.headline}</h2>
          <Markdown html={result.body} />
          {product ? (
            <div className="quiz__product" data-testid="quiz-product" data-handle={product.handle}>
              <ProductCard product={product} />
              <AddToCartButton product={product} />
            </div>
          ) : (
            <p>
              <Link to={`/products/${result.productHandle}`}>See the product</Link>
            </p>
          )}
          <p>
            <Link to="/whitening-product-quiz">Start again</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
