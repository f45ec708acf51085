import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function TermsConditionsScreen() {
  useDocumentTitle('Terms and conditions');
  return (
    <article className="page page--narrow prose">
      <h1>Terms and conditions</h1>
      <p className="muted">Last updated: 2025</p>
      <p>By creating an account or using Glowdex you agree to these terms.</p>
      <h2>Your account</h2>
      <p>
        Keep your password to yourself and tell us if you think someone else used your account. You must be old enough to consent to
        these terms where you live.
      </p>
      <h2>What you post</h2>
      <ul>
        <li>Share honest, first-hand experiences. Say so when you received a product for free.</li>
        <li>No harassment, hate, spam, or content you have no right to share.</li>
        <li>You keep ownership of your posts and let Glowdex show them on the service.</li>
        <li>We may remove content or suspend accounts that break these rules.</li>
      </ul>
      <h2>Not medical advice</h2>
      <p>
        Ingredient analyses, ratings, dupe suggestions and community posts are for information only. They are not medical advice. Patch
        test new products and ask a dermatologist about skin conditions.
      </p>
      <h2>The service</h2>
      <p>
        We work to keep Glowdex available and accurate but provide it as is. Product data comes from public sources and members and may
        contain mistakes; tell us when you spot one.
      </p>
      <h2>Changes</h2>
      <p>
        We may update these terms and will say so on this page. Read how we handle your data in the{' '}
        <Link to={paths.privacyPolicy.getHref()}>privacy policy</Link>.
      </p>
    </article>
  );
}
