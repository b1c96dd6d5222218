// The second Bikram Sambat converter, used only by the date formatter's test (a dev dependency).
declare module "bikram-sambat" {
  const converter: {
    /** "YYYY-MM-DD" (AD) to the Bikram Sambat day. */
    toBik(greg: string): { year: number; month: number; day: number };
  };
  export default converter;
}
