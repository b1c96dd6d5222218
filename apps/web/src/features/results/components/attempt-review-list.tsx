import type { AttemptReview } from "../../../lib/attempt-review";
import { ReviewList } from "../../../components/question/review-list";
import { contentLanguage } from "../../../lib/i18n";
import { useMessages } from "../messages";

/** Every question of the attempt with the student's pick, the key and why it is right. */
export function AttemptReviewList({ review }: { review: AttemptReview }) {
  const { t } = useMessages();
  return (
    <section id="review" className="review" aria-labelledby="review-title">
      <h2 id="review-title">
        {t("reviewHeading")} <span lang={contentLanguage(review.title)}>{review.title}</span>
      </h2>
      <ReviewList questions={review.questions} />
    </section>
  );
}
