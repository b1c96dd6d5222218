import { AccountPage } from "../../features/auth/components/account-page";

export default function Account() {
  return (
    <section className="page narrow">
      <AccountPage />
    </section>
  );
}
