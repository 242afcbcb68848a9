import { CUSTOMIZATION_MESSAGES, PATHS } from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';

/** A customizable mug is ordered from the customizer, carrying its design (docs/customizer.md). */
export function DesignInCustomizer() {
  return (
    <section aria-labelledby="design-heading" className="bg-white rounded-3 shadow-sm p-4">
      <h2 id="design-heading" className="h5">
        Design your mug
      </h2>
      <p>{CUSTOMIZATION_MESSAGES.designRequired}</p>
      <Link to={PATHS.customizer} className="btn btn-primary">
        Open the Mug Customizer
      </Link>
    </section>
  );
}
