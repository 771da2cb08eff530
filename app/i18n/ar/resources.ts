import type { PublicWords } from "../words";

/** The resources page, in Arabic. */
export const resources: PublicWords["resources"] = {
  meta: {
    title: "المصادر",
    description: "مواد دراسية وموارد مهنية وأوراق بحثية وأدلة للمسابقات من نادي الطيران والفضاء في KFUPM: قريبًا.",
  },
  title: "المصادر",
  description: "مواد دراسية وموارد مهنية وأبحاث وأدلة للمسابقات، لأعضاء النادي.",
};
