import { AccountPage } from "../features/account/account-page";

export default function Account() {
  return (
    <section className="page narrow">
      <AccountPage />
    </section>
  );
}
