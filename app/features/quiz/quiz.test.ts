import {describe, expect, it} from 'vitest';
import {answersQuery, cleanQuestions, cleanResults, quizState, scoreQuiz} from './quiz';

const questions = cleanQuestions([
  {
    fields: {
      key: 'goal',
      question: 'Goal?',
      answers: [
        {value: 'quick', label: 'Quick', points: {pen: 3}},
        {value: 'deep', label: 'Deep', points: {led: 3}},
      ],
    },
  },
  {
    fields: {
      key: 'time',
      question: 'Time?',
      answers: [
        {value: 'short', label: 'Short', points: {pen: 1}},
        {value: 'long', label: 'Long', points: {led: 2, pen: 5}},
      ],
    },
  },
  {fields: {key: 'broken', question: 'Only one answer', answers: [{value: 'x', label: 'X', points: {}}]}},
]);
const results = cleanResults([
  {fields: {key: 'pen', productHandle: 'pen', headline: 'Pen', body: 'b'}},
  {fields: {key: 'led', productHandle: 'led-kit', headline: 'LED', body: 'b'}},
  {fields: {key: 'nohandle', headline: 'x', body: 'y'}},
]);

describe('whitening quiz', () => {
  it('drops malformed questions and results', () => {
    expect(questions.map((q) => q.key)).toEqual(['goal', 'time']);
    expect(results.map((r) => r.key)).toEqual(['pen', 'led']);
  });

  it('walks one question per step from the URL', () => {
    expect(quizState(questions, new URLSearchParams(''))).toEqual({answers: [], step: 0, invalid: false});
    expect(quizState(questions, new URLSearchParams('goal=deep'))).toEqual({
      answers: [{key: 'goal', value: 'deep'}],
      step: 1,
      invalid: false,
    });
    expect(quizState(questions, new URLSearchParams('goal=deep&time=nope'))).toMatchObject({step: 1, invalid: true});
    expect(quizState(questions, new URLSearchParams('goal=deep&time=short')).step).toBeNull();
    // A later answer without the earlier one does not skip ahead.
    expect(quizState(questions, new URLSearchParams('time=short')).step).toBe(0);
  });

  it('recommends the result with the most points, ties to the first listed', () => {
    const pick = (q: string) => scoreQuiz(questions, results, quizState(questions, new URLSearchParams(q)).answers)?.productHandle;
    expect(pick('goal=deep&time=short')).toBe('led-kit');
    expect(pick('goal=deep&time=long')).toBe('pen');
    expect(pick('goal=quick&time=short')).toBe('pen');
    expect(scoreQuiz(questions, [], [])).toBeNull();
  });

  it('builds the back link query', () => {
    expect(answersQuery([{key: 'goal', value: 'deep'}])).toBe('?goal=deep');
    expect(answersQuery([])).toBe('');
  });
});
