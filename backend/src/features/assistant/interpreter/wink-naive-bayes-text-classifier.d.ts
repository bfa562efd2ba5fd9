declare module 'wink-naive-bayes-text-classifier' {
  /** A naive Bayes classifier of token lists; odds are base-2 logarithms, highest first. */
  interface NaiveBayesTextClassifier {
    definePrepTasks(tasks: ((input: string[]) => string[])[]): number;
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    learn(input: string[], label: string): boolean;
    consolidate(): boolean;
    computeOdds(input: string[]): [string, number][];
    exportJSON(): string;
    importJSON(json: string): boolean;
  }
  function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
  export = naiveBayesTextClassifier;
}
