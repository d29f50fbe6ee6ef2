import Diagnostics

/// A parsed document kept as one flat array of nodes in document order (each collection followed
/// by its subtree), instead of a tree of ``YAMLNode``s.
///
/// A screen spec is read once, front to back, and dropped: as a tree, every mapping and sequence
/// was an array of its own, made when the collection ended and freed node by node after the
/// decoding — about a fifth of a 1,000-screen lint. Here a document is two allocations (the
/// nodes and the scalars), freed at once, and a node is read through a ``FlatNode``, a view that
/// costs no reference counting.
///
/// ``YAMLParser/parseFlat(_:file:sink:)`` builds one straight from the parser's events. A
/// document with anchors, aliases, merge keys or tags is built as a tree first and then flattened
/// (``init(_:)``), so the semantics of those stay in one place, ``DocumentBuilder``.
public final class FlatDocument: @unchecked Sendable {
    /// One node: its kind, range and where its content is.
    @usableFromInline struct Record {
        @usableFromInline enum Kind: UInt8 { case scalar, mapping, sequence }
        @usableFromInline var kind: Kind
        @usableFromInline var start: SourceLocation
        @usableFromInline var end: SourceLocation
        /// A scalar's index in `scalars`; a mapping's number of pairs; a sequence's of items.
        @usableFromInline var payload: Int32
        /// The index just past the node's subtree.
        @usableFromInline var next: Int32

        @usableFromInline init(kind: Kind, start: SourceLocation, end: SourceLocation, payload: Int32, next: Int32) {
            self.kind = kind; self.start = start; self.end = end; self.payload = payload; self.next = next
        }
    }

    /// The nodes, in document order; never changed once the document is made.
    @usableFromInline let records: UnsafeMutablePointer<Record>
    @usableFromInline let count: Int
    /// The scalars' texts and styles, in document order.
    @usableFromInline let scalars: ContiguousArray<YAMLScalar>
    /// The tags of the (rare) collections or scalars that have one, by node index.
    @usableFromInline let tags: [Int32: String]
    /// The file every range lies in.
    public let file: FileID

    init(records: [Record], scalars: ContiguousArray<YAMLScalar>, tags: [Int32: String], file: FileID) {
        precondition(!records.isEmpty)
        count = records.count
        let storage = UnsafeMutablePointer<Record>.allocate(capacity: records.count)
        records.withUnsafeBufferPointer { storage.initialize(from: $0.baseAddress!, count: $0.count) }
        self.records = storage
        self.scalars = scalars
        self.tags = tags
        self.file = file
    }

    /// A document that takes over the nodes' storage as it is (`records` is left empty).
    init(taking records: inout Records, scalars: ContiguousArray<YAMLScalar>, tags: [Int32: String], file: FileID) {
        precondition(records.count > 0)
        let (storage, count) = records.release()
        self.records = storage
        self.count = count
        self.scalars = scalars
        self.tags = tags
        self.file = file
    }

    /// Growing storage for the nodes of a document being built, which the document then takes
    /// over without a copy (``Record`` holds no references: moved and freed as plain memory).
    struct Records: ~Copyable {
        private var base: UnsafeMutablePointer<Record>?
        private var capacity = 0
        private(set) var count = 0

        init() {}

        deinit { base?.deallocate() }

        /// Makes room for `capacity` nodes in all.
        mutating func reserve(_ capacity: Int) {
            guard capacity > self.capacity else { return }
            let grown = UnsafeMutablePointer<Record>.allocate(capacity: capacity)
            if let base {
                grown.moveInitialize(from: base, count: count)
                base.deallocate()
            }
            base = grown
            self.capacity = capacity
        }

        mutating func append(_ record: Record) {
            if count == capacity { reserve(max(16, capacity * 2)) }
            (base! + count).initialize(to: record)
            count += 1
        }

        subscript(index: Int) -> Record {
            get {
                precondition(index >= 0 && index < count)
                return base![index]
            }
            _modify {
                precondition(index >= 0 && index < count)
                yield &base![index]
            }
        }

        /// Drops the last `k` nodes.
        mutating func removeLast(_ k: Int) {
            precondition(k >= 0 && k <= count)
            count -= k
        }

        /// The storage and the number of nodes, handed over: these records are left empty.
        mutating func release() -> (UnsafeMutablePointer<Record>, Int) {
            let result = (base!, count)
            base = nil
            capacity = 0
            count = 0
            return result
        }
    }

    /// A tree flattened: the same nodes, ranges, scalars and tags, in document order.
    public convenience init(_ root: YAMLNode) {
        var records: [Record] = []
        var scalars: ContiguousArray<YAMLScalar> = []
        var tags: [Int32: String] = [:]
        Self.flatten(root, into: &records, scalars: &scalars, tags: &tags)
        self.init(records: records, scalars: scalars, tags: tags, file: root.range.file)
    }

    deinit {
        records.deinitialize(count: count)
        records.deallocate()
    }

    /// The first node: a view valid only while this document is held (see ``withRoot(_:)``).
    public var root: FlatNode { FlatNode(document: self, index: 0) }

    /// `body` of the first node, with this document held until it returns.
    public func withRoot<Result>(_ body: (FlatNode) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(root) }
    }

    /// Appends `node`'s subtree. Iterative over each collection's children; the depth of the
    /// input is bounded by the parser's limit, so recursion here is as deep as the tree was built.
    private static func flatten(_ node: YAMLNode, into records: inout [Record], scalars: inout ContiguousArray<YAMLScalar>,
                                tags: inout [Int32: String]) {
        let index = records.count
        let range = node.range
        if let tag = node.tag { tags[Int32(index)] = tag }
        switch node.content {
        case .scalar(let scalar):
            records.append(Record(kind: .scalar, start: range.start, end: range.end, payload: Int32(scalars.count),
                                  next: Int32(index + 1)))
            scalars.append(scalar)
        case .mapping(let pairs):
            records.append(Record(kind: .mapping, start: range.start, end: range.end, payload: Int32(pairs.count), next: 0))
            for pair in pairs {
                flatten(pair.key, into: &records, scalars: &scalars, tags: &tags)
                flatten(pair.value, into: &records, scalars: &scalars, tags: &tags)
            }
            records[index].next = Int32(records.count)
        case .sequence(let items):
            records.append(Record(kind: .sequence, start: range.start, end: range.end, payload: Int32(items.count), next: 0))
            for item in items { flatten(item, into: &records, scalars: &scalars, tags: &tags) }
            records[index].next = Int32(records.count)
        }
    }
}

/// A node of a ``FlatDocument``, read in place: the same questions a ``YAMLNode`` answers.
///
/// A view holds its document without retaining it: it is valid only while the document is held
/// elsewhere (the screen decoder holds the document it reads for the whole decoding, and keeps no
/// view past it).
public struct FlatNode {
    @usableFromInline unowned(unsafe) let document: FlatDocument
    @usableFromInline let index: Int

    @inlinable init(document: FlatDocument, index: Int) {
        self.document = document
        self.index = index
    }

    @inlinable var record: FlatDocument.Record { document.records[index] }

    /// What a node holds, as ``YAMLNode/Content`` says it.
    public enum Content {
        case scalar(YAMLScalar)
        case mapping(FlatPairs)
        case sequence(FlatItems)
    }

    /// The node's content.
    @inlinable public var content: Content {
        let record = record
        switch record.kind {
        case .scalar: return .scalar(document.scalars[Int(record.payload)])
        case .mapping: return .mapping(FlatPairs(document: document, first: index + 1, count: Int(record.payload), end: Int(record.next)))
        case .sequence: return .sequence(FlatItems(document: document, first: index + 1, count: Int(record.payload), end: Int(record.next)))
        }
    }

    /// Where the node is in its file.
    @inlinable public var range: SourceRange {
        let record = record
        return SourceRange(file: document.file, start: record.start, end: record.end)
    }

    /// The explicit tag, if any.
    public var tag: String? { document.tags.isEmpty ? nil : document.tags[Int32(index)] }

    /// The scalar, if this is a scalar node.
    @inlinable public var scalar: YAMLScalar? {
        let record = record
        return record.kind == .scalar ? document.scalars[Int(record.payload)] : nil
    }

    /// The pairs, if this is a mapping node.
    @inlinable public var pairs: FlatPairs? {
        let record = record
        guard record.kind == .mapping else { return nil }
        return FlatPairs(document: document, first: index + 1, count: Int(record.payload), end: Int(record.next))
    }

    /// The items, if this is a sequence node.
    @inlinable public var items: FlatItems? {
        let record = record
        guard record.kind == .sequence else { return nil }
        return FlatItems(document: document, first: index + 1, count: Int(record.payload), end: Int(record.next))
    }

    /// The pair for a string key of a mapping (first match).
    public func pair(forKey key: String) -> FlatPair? {
        guard let pairs else { return nil }
        for pair in pairs {
            if let text = pair.key.scalarText, text == key { return pair }
        }
        return nil
    }

    /// The value for a string key of a mapping (first match), or nil.
    public subscript(key: String) -> FlatNode? { pair(forKey: key)?.value }

    /// A scalar's text, without copying the rest of the scalar.
    @inlinable public var scalarText: String? {
        let record = record
        return record.kind == .scalar ? document.scalars[Int(record.payload)].text : nil
    }

    /// The scalar's value under the YAML 1.2 core schema, or nil for a collection.
    public var coreValue: CoreValue? { scalar?.coreValue }

    /// The scalar's text if it is a string under the core schema (``YAMLNode/string``).
    public var string: String? {
        guard let scalar else { return nil }
        if scalar.style == .plain, scalar.tag == nil {
            return scalar.plainKind == .string ? scalar.text : nil
        }
        if case .string(let s) = scalar.coreValue { return s }
        return nil
    }

    /// The scalar's number if it is an int or float under the core schema.
    public var number: Double? {
        switch coreValue {
        case .int(let i)?: return Double(i)
        case .float(let d)?: return d
        default: return nil
        }
    }

    /// Whether the node is a null scalar (`~`, `null`, or empty plain).
    public var isNull: Bool {
        if case .null? = coreValue { return true }
        return false
    }

    /// A short name for the node's kind, for messages (``YAMLNode/kindDescription``).
    public var kindDescription: String {
        switch record.kind {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar:
            switch scalar?.coreValue ?? .null {
            case .null: return "an empty value"
            case .bool: return "a boolean"
            case .int, .float: return "a number"
            case .string: return "a string"
            }
        }
    }

    /// The node's subtree as a ``YAMLNode`` tree (for code that reads trees: literal values).
    public var yamlNode: YAMLNode {
        let node: YAMLNode
        switch content {
        case .scalar(let scalar): node = YAMLNode(.scalar(scalar), range: range, tag: tag)
        case .mapping(let pairs):
            node = YAMLNode(.mapping(pairs.map { YAMLPair(key: $0.key.yamlNode, value: $0.value.yamlNode) }), range: range, tag: tag)
        case .sequence(let items): node = YAMLNode(.sequence(items.map(\.yamlNode)), range: range, tag: tag)
        }
        return node
    }
}

/// A key–value pair of a ``FlatDocument`` mapping.
public struct FlatPair {
    /// The key node.
    public let key: FlatNode
    /// The value node.
    public let value: FlatNode

    @inlinable init(key: FlatNode, value: FlatNode) {
        self.key = key; self.value = value
    }
}

/// The pairs of a mapping of a ``FlatDocument``, in order.
public struct FlatPairs: Collection {
    @usableFromInline unowned(unsafe) let document: FlatDocument
    /// The first key's node index.
    @usableFromInline let first: Int
    /// The number of pairs.
    public let count: Int
    /// The index past the mapping's subtree.
    @usableFromInline let end: Int

    @inlinable init(document: FlatDocument, first: Int, count: Int, end: Int) {
        self.document = document; self.first = first; self.count = count; self.end = end
    }

    @inlinable public var startIndex: Int { first }
    @inlinable public var endIndex: Int { end }
    @inlinable public var isEmpty: Bool { count == 0 }

    @inlinable public func index(after i: Int) -> Int {
        // Past the key's subtree, then past the value's.
        Int(document.records[Int(document.records[i].next)].next)
    }

    @inlinable public subscript(position: Int) -> FlatPair {
        FlatPair(key: FlatNode(document: document, index: position),
                 value: FlatNode(document: document, index: Int(document.records[position].next)))
    }
}

/// The items of a sequence of a ``FlatDocument``, in order.
public struct FlatItems: Collection {
    @usableFromInline unowned(unsafe) let document: FlatDocument
    @usableFromInline let first: Int
    /// The number of items.
    public let count: Int
    @usableFromInline let end: Int

    @inlinable init(document: FlatDocument, first: Int, count: Int, end: Int) {
        self.document = document; self.first = first; self.count = count; self.end = end
    }

    @inlinable public var startIndex: Int { first }
    @inlinable public var endIndex: Int { end }
    @inlinable public var isEmpty: Bool { count == 0 }

    @inlinable public func index(after i: Int) -> Int { Int(document.records[i].next) }

    @inlinable public subscript(position: Int) -> FlatNode { FlatNode(document: document, index: position) }
}
