/**
 * The whitening product quiz: questions and results come from the CMS; the
 * shopper's answers travel in the URL (?goal=quick&time=seconds…), so every
 * step is a plain GET form that works without JavaScript.
 */
export interface QuizAnswer {
  value: string;
  label: string;
  points: Record<string, number>;
}
export interface QuizQuestion {
  key: string;
  question: string;
  help?: string;
  answers: QuizAnswer[];
}
export interface QuizResult {
  key: string;
  productHandle: string;
  headline: string;
  body: string;
}

const str = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Questions with at least two well-formed answers; anything else is left out. */
export function cleanQuestions(raw: Array<{fields: Record<string, unknown>}> | undefined): QuizQuestion[] {
  const out: QuizQuestion[] = [];
  for (const entry of raw ?? []) {
    const f = entry?.fields ?? {};
    const answers = (Array.isArray(f.answers) ? f.answers : []).filter(
      (a): a is QuizAnswer =>
        typeof a === 'object' &&
        a !== null &&
        str((a as QuizAnswer).value) &&
        str((a as QuizAnswer).label) &&
        typeof (a as QuizAnswer).points === 'object',
    );
    if (str(f.key) && str(f.question) && answers.length >= 2) {
      out.push({key: f.key, question: f.question, help: str(f.help) ? f.help : undefined, answers});
    }
  }
  return out;
}

export function cleanResults(raw: Array<{fields: Record<string, unknown>}> | undefined): QuizResult[] {
  return (raw ?? [])
    .map((entry) => entry?.fields ?? {})
    .filter((f): f is Record<string, string> => str(f.key) && str(f.productHandle) && str(f.headline) && str(f.body))
    .map((f) => ({key: f.key, productHandle: f.productHandle, headline: f.headline, body: f.body}));
}

export interface QuizState {
  /** Valid answers so far, in question order (stops at the first unanswered question). */
  answers: Array<{key: string; value: string}>;
  /** Index of the question to show, or null when every question is answered. */
  step: number | null;
  /** The current question's parameter was sent but is not one of its answers. */
  invalid: boolean;
}

export function quizState(questions: QuizQuestion[], params: URLSearchParams): QuizState {
  const answers: QuizState['answers'] = [];
  for (let i = 0; i < questions.length; i++) {
    const q = questions[i];
    const value = params.get(q.key);
    if (value !== null && q.answers.some((a) => a.value === value)) {
      answers.push({key: q.key, value});
      continue;
    }
    return {answers, step: i, invalid: value !== null};
  }
  return {answers, step: null, invalid: false};
}

/** The result with the most points; a tie goes to the result listed first in the CMS. */
export function scoreQuiz(questions: QuizQuestion[], results: QuizResult[], answers: QuizState['answers']): QuizResult | null {
  if (!results.length) return null;
  const totals = new Map(results.map((r) => [r.key, 0]));
  for (const {key, value} of answers) {
    const answer = questions.find((q) => q.key === key)?.answers.find((a) => a.value === value);
    for (const [result, points] of Object.entries(answer?.points ?? {})) {
      if (totals.has(result) && typeof points === 'number' && Number.isFinite(points)) {
        totals.set(result, (totals.get(result) ?? 0) + points);
      }
    }
  }
  let best = results[0];
  for (const r of results) if ((totals.get(r.key) ?? 0) > (totals.get(best.key) ?? 0)) best = r;
  return best;
}

/** Query string for a set of answers (the "Back" link drops the last one). */
export function answersQuery(answers: QuizState['answers']): string {
  const params = new URLSearchParams(answers.map((a) => [a.key, a.value]));
  const query = params.toString();
  return query ? `?${query}` : '';
}
