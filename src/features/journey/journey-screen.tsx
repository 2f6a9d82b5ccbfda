/**
 * The dream car finder (`/{product}-journey`). The searched answers live in the query string
 * (question_1..3), so the Home finder leads straight to a search; changing an answer clears the
 * shown results until the next FIND.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FinderAnswers } from '../../../domain/journey';
import { paths } from '../../lib/paths';
import { ApiError } from '../../data/api-client';
import { useJourneyResult } from './journey-repository';
import { useQuestions } from '../../data/repositories/questions';
import { useDocumentTitle } from '../../lib/document-title';
import { useStores } from '../../stores/stores-context';
import { NeedsConnection } from '../../ui/needs-connection';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import { JourneyForm } from './components/journey-form';
import { JourneyResults } from './components/journey-results';
import { answersFromQuery, sameAnswers, searchFromQuery } from './journey-query';
import styles from './journey-screen.module.css';

/** The spec's prompt before a search. */
export const JOURNEY_PROMPT = 'Silahkan Pilih Mobil Impian Anda';

/** The spec's journey messages by status (401: the server's own). */
function searchErrorText(error: Error): string {
  if (!(error instanceof ApiError)) return error.message;
  if (error.status === 422) return 'Periksa kembali semua form';
  if (error.status === 400) return 'Server Bermasalah';
  return error.message;
}

/** The route screen of the dream car finder. */
export default function JourneyScreen() {
  useDocumentTitle('Find Your Dream Car');
  const { ui } = useStores();
  const [params, setParams] = useSearchParams();
  const searched = searchFromQuery(params);
  const [answers, setAnswers] = useState<FinderAnswers>(() => answersFromQuery(params));
  const questions = useQuestions();
  const result = useJourneyResult(searched);
  const query = params.toString();
  // The query this screen wrote itself; any other (a link from the menu, back/forward) resets the form.
  const ownQuery = useRef(query);
  useScrollToTop();
  useEffect(() => {
    if (query !== ownQuery.current) setAnswers(answersFromQuery(new URLSearchParams(query)));
    ownQuery.current = query;
  }, [query]);

  useEffect(() => {
    if (result.error && !(result.error instanceof ApiError && result.error.isNetwork)) ui.showToast('error', searchErrorText(result.error));
  }, [result.error, ui]);

  function change(next: FinderAnswers) {
    setAnswers(next);
    // The shown results answered other questions: they go until the next FIND.
    if (searched && !sameAnswers(next, searched)) {
      ownQuery.current = '';
      setParams({}, { replace: true, preventScrollReset: true });
    }
  }

  function find() {
    const href = paths.journey.getHref(answers);
    const next = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    ownQuery.current = next.toString();
    setParams(next, { preventScrollReset: true });
  }

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className="container">
          <span className={styles.eyebrow}>Find Your Dream Car</span>
          <h1 className={styles.title}>Temukan Mobil Impian Anda</h1>
          <p className={styles.text}>Jawab dua pertanyaan singkat, kami carikan mobil Toyota yang paling pas untuk Anda.</p>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        <JourneyForm questions={questions.data} answers={answers} onChange={change} onFind={find} />
        <section className={styles.results} aria-labelledby="journey-results-title">
          <h2 id="journey-results-title" className="visually-hidden">
            Hasil pencarian
          </h2>
          {!searched ? (
            <p className={styles.prompt}>{JOURNEY_PROMPT}</p>
          ) : result.data ? (
            <JourneyResults data={result.data} />
          ) : result.error ? (
            result.error instanceof ApiError && result.error.isNetwork ? <NeedsConnection inline onRetry={result.refetch} /> : <p className={styles.prompt}>{searchErrorText(result.error)}</p>
          ) : (
            <LoadingRegion label="Mencari mobil..." className={styles.loading}>
              <Skeleton height={380} />
              <Skeleton height={380} />
              <Skeleton height={380} />
            </LoadingRegion>
          )}
        </section>
      </div>
    </div>
  );
}
