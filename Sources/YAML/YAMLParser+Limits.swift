extension YAMLParser {
    /// Bounds that keep a hostile or broken file from exhausting time or memory.
    public struct Limits: Sendable, Hashable {
        /// The deepest nesting of mappings and sequences accepted (`nesting-too-deep` beyond).
        public var maxDepth: Int
        /// The most nodes aliases may produce in one document, each alias counting the size of
        /// the subtree it copies (`alias-bomb` beyond).
        public var maxAliasExpansion: Int
        /// The largest file accepted, in bytes (`file-too-large` beyond).
        public var maxFileBytes: Int

        /// Creates limits; the defaults are 256 levels, 1,000,000 alias-produced nodes, 256 MiB.
        public init(maxDepth: Int = 256, maxAliasExpansion: Int = 1_000_000, maxFileBytes: Int = 256 << 20) {
            self.maxDepth = maxDepth
            self.maxAliasExpansion = maxAliasExpansion
            self.maxFileBytes = maxFileBytes
        }
    }
}
