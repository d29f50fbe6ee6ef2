import ScreenSpec
import TokenModel

/// ``ScreenConstants`` pieces as compact JSON objects, with the keys of their `Codable` form (so
/// `JSONDecoder` reads them back as the same values); absent optionals are left out.
enum ScreenConstantsJSON {
    /// One metric: `{"identifier":"size","value":112,"unit":"pt","tokenPath":"size.logo"}`.
    static func metric(_ metric: MetricConstant) -> String {
        var members: [(String, JSONValue)] = [
            ("identifier", .string(metric.identifier)), ("value", .number(metric.value)), ("unit", .string(metric.unit)),
        ]
        if let path = metric.tokenPath { members.append(("tokenPath", .string(path))) }
        return JSONValue.object(members).serialized(pretty: false)
    }

    /// One animation with its timing and reduced-motion alternative.
    static func animation(_ animation: AnimationConstants) -> String {
        var members: [(String, JSONValue)] = [("identifier", .string(animation.identifier)), ("timing", timing(animation.timing))]
        if let reduced = animation.reducedMotion { members.append(("reducedMotion", timing(reduced))) }
        members.append(("reducedMotionRemoves", .bool(animation.reducedMotionRemoves)))
        return JSONValue.object(members).serialized(pretty: false)
    }

    /// One copy key.
    static func copyKey(_ key: CopyKeyConstant) -> String {
        var members: [(String, JSONValue)] = [
            ("identifier", .string(key.identifier)), ("key", .string(key.key)), ("tokenPath", .string(key.tokenPath)),
            ("text", .string(key.text)),
        ]
        if let alternate = key.alternate { members.append(("alternate", .string(alternate))) }
        return JSONValue.object(members).serialized(pretty: false)
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        var out = ""
        JSONValue.writeString(text, to: &out)
        return out
    }

    private static func timing(_ timing: AnimationTiming) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let v = timing.duration { members.append(("duration", .number(v))) }
        if let v = timing.delay { members.append(("delay", .number(v))) }
        if let v = timing.stagger { members.append(("stagger", .number(v))) }
        if let v = timing.curve { members.append(("curve", .array(v.map(JSONValue.number)))) }
        if let s = timing.spring {
            members.append(("spring", .object([
                ("stiffness", .number(s.stiffness)), ("damping", .number(s.damping)), ("mass", .number(s.mass)),
                ("response", .number(s.response)), ("dampingFraction", .number(s.dampingFraction)),
            ])))
        }
        if let v = timing.repeatCount { members.append(("repeatCount", .number(Double(v)))) }
        members.append(("repeatsForever", .bool(timing.repeatsForever)))
        members.append(("autoreverses", .bool(timing.autoreverses)))
        members.append(("properties", .array(timing.properties.map { property in
            var fields: [(String, JSONValue)] = [("identifier", .string(property.identifier))]
            if let v = property.from { fields.append(("from", .number(v))) }
            if let v = property.to { fields.append(("to", .number(v))) }
            if let v = property.fromColor { fields.append(("fromColor", .string(v))) }
            if let v = property.toColor { fields.append(("toColor", .string(v))) }
            return .object(fields)
        })))
        return .object(members)
    }
}
