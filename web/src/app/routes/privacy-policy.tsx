import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function PrivacyPolicyScreen() {
  useDocumentTitle('Privacy policy');
  return (
    <article className="page page--narrow prose">
      <h1>Privacy policy</h1>
      <p className="muted">Last updated: 2025</p>
      <p>
        Glowdex is a community for people who care about skincare. This page explains what we collect, why, and what you can do about
        it. We keep it short on purpose.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Your e-mail address and a hashed password, so you can sign in. We never store your password itself.</li>
        <li>What you choose to add to your profile: nickname, bio, skin type, concerns, location and avatar.</li>
        <li>What you publish: reviews, routines, feedback, dupe suggestions, comments, likes and shelves.</li>
        <li>
          Ingredient lists you save from the analyzer, with the name you give them: private to you unless you share a link. A label
          photo you analyse is read and then discarded; we do not keep it.
        </li>
        <li>Technical data needed to run the service safely, such as request logs kept for a limited time.</li>
      </ul>
      <h2>Why we use it</h2>
      <ul>
        <li>To run your account and show your contributions to the community.</li>
        <li>To send the e-mails you need: activation codes, password resets and, if you subscribe, our newsletter.</li>
        <li>To keep Glowdex secure and to limit abuse (for example, too many sign-in attempts).</li>
      </ul>
      <p>We do not sell your data and we do not show third-party advertising based on it.</p>
      <h2>What others can see</h2>
      <p>
        Your public profile and public posts are visible to everyone. Items you mark private, and your collection when you choose to
        keep it private, are visible only to you. Your e-mail address is never shown to other members.
      </p>
      <h2>Your choices</h2>
      <ul>
        <li>Edit or clear your profile at any time from your profile page.</li>
        <li>Unsubscribe from the newsletter with the link in every e-mail.</li>
        <li>Delete your account with a code we e-mail you; what happens then is below.</li>
      </ul>
      <h2 id="account-deletion">When you delete your account</h2>
      <ul data-testid="deletion-policy">
        <li>Your reviews, routines, product feedback with its ratings, and dupe suggestions are removed, with the comments and likes on them.</li>
        <li>
          Your comments on other members&apos; posts are removed. A comment that others answered stays as “removed”, without your words or
          name, so their answers still make sense.
        </li>
        <li>Every like, star and save you made is taken back, so counts on other posts and products stay right.</li>
        <li>
          Your shelves, saved analyses (and the links you shared to them), follows, notifications, sign-in sessions and linked Google or
          Facebook sign-in are removed.
        </li>
        <li>Your uploaded photos are deleted, except a product photo that the catalogue still shows.</li>
        <li>Your e-mail address, password and profile are erased; the address can be used to sign up again.</li>
      </ul>
      <h2>Contact</h2>
      <p>
        Questions about your data? Write to privacy@glowdex.example. See also our <Link to={paths.termsConditions.getHref()}>terms and conditions</Link>.
      </p>
    </article>
  );
}
