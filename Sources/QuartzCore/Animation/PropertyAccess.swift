/// How an animation reads and writes the property its key path names, resolved once per
/// animation: the common geometry and appearance keys directly, anything else (struct and
/// transform sub-paths, subclass and custom properties) through key-value coding.
package struct PropertyAccess: @unchecked Sendable {
    let get: (CALayer) -> AnimatedValue?
    let set: (CALayer, AnimatedValue) -> Void
    /// What of the layer's snapshot the property feeds.
    var fields = SnapshotFields.everything

    /// nil when the key path names no property of the layer (Apple ignores such animations).
    static func resolve(_ keyPath: String, on layer: CALayer) -> PropertyAccess? {
        if let fast = direct[keyPath] { return fast }
        let head = String(keyPath.split(separator: ".", maxSplits: 1).first ?? "")
        let cls = type(of: layer)
        guard !head.isEmpty, cls.builtInKeys[head] != nil || layer.dynamicValues[head] != nil
              || cls.defaultValue(forKey: head) != nil || LayerPropertyKeys.isDeclared(head) else { return nil }
        guard keyPath == head || layer.value(forKeyPath: keyPath) != nil || LayerPropertyKeys.isDeclared(head) else { return nil }
        if keyPath == head, let key = cls.builtInKeys[head] {
            // A key of the layer's class (a shape layer's `strokeEnd`): its typed storage
            // directly, with no key path split or value boxed each frame.
            return PropertyAccess(get: { AnimatedValue(key.get($0)) }, set: { _ = key.set($0, $1.any) })
        }
        // Read through the layer's own storage, not `value(forKeyPath:)`, which boxes numbers
        // in NSNumber for the app.
        return PropertyAccess(get: { AnimatedValue($0.kvcValue(forKeyPath: keyPath)) },
                              set: { $0.setValue($1.any, forKeyPath: keyPath) })
    }

    private static func scalar(_ kp: ReferenceWritableKeyPath<CALayer, CGFloat>, _ fields: SnapshotFields) -> PropertyAccess {
        PropertyAccess(get: { .scalar(Double($0[keyPath: kp])) }, set: { if case .scalar(let v) = $1 { $0[keyPath: kp] = CGFloat(v) } },
                       fields: fields)
    }
    private static func float(_ kp: ReferenceWritableKeyPath<CALayer, Float>, _ fields: SnapshotFields) -> PropertyAccess {
        PropertyAccess(get: { .scalar(Double($0[keyPath: kp])) }, set: { if case .scalar(let v) = $1 { $0[keyPath: kp] = Float(v) } },
                       fields: fields)
    }
    private static func transform(_ kp: ReferenceWritableKeyPath<CALayer, CATransform3D>) -> PropertyAccess {
        PropertyAccess(get: { .transform($0[keyPath: kp]) }, set: { if case .transform(let t) = $1 { $0[keyPath: kp] = t } })
    }
    private static func color(_ kp: ReferenceWritableKeyPath<CALayer, CGColor?>, _ fields: SnapshotFields) -> PropertyAccess {
        PropertyAccess(get: { $0[keyPath: kp].map(AnimatedValue.color) ?? .discrete(nil) },
                       set: { layer, v in
                           if case .color(let c) = v { layer[keyPath: kp] = c }
                           else if case .discrete(let d) = v { layer[keyPath: kp] = d as? CGColor }
                       },
                       fields: fields)
    }

    /// A field of a transform (`transform.rotation.z`, `sublayerTransform.scale`…, Table C-2)
    /// read and written without parsing the key path again each frame.
    private static func transformPart(_ field: String, sublayer: Bool) -> PropertyAccess {
        PropertyAccess(
            get: { layer in AnimatedValue(StructKeyPath.transformField(sublayer ? layer.sublayerTransform : layer.transform, field)) },
            set: { layer, v in
                guard let t = StructKeyPath.settingTransformField(sublayer ? layer.sublayerTransform : layer.transform, field, v.any) else { return }
                if sublayer { layer.sublayerTransform = t } else { layer.transform = t }
            },
            fields: sublayer ? .everything : .placement)
    }

    private static let transformFields = ["rotation", "rotation.x", "rotation.y", "rotation.z", "scale", "scale.x", "scale.y", "scale.z",
                                          "translation", "translation.x", "translation.y", "translation.z"]

    private static let direct: [String: PropertyAccess] = {
        var d = common
        for f in transformFields {
            d["transform." + f] = transformPart(f, sublayer: false)
            d["sublayerTransform." + f] = transformPart(f, sublayer: true)
        }
        return d
    }()

    /// Typed access for the keys animated most, without boxing through `Any` (and without
    /// generic key-path application, which costs more than the property set itself).
    private static let common: [String: PropertyAccess] = [
        "position": PropertyAccess(get: { .point($0.position) }, set: { if case .point(let p) = $1 { $0.position = p } },
                                   fields: .placement),
        "anchorPoint": PropertyAccess(get: { .point($0.anchorPoint) }, set: { if case .point(let p) = $1 { $0.anchorPoint = p } },
                                      fields: .placement),
        "opacity": PropertyAccess(get: { .scalar(Double($0.opacity)) }, set: { if case .scalar(let v) = $1 { $0.opacity = Float(v) } },
                                  fields: .opacity),
        "zPosition": PropertyAccess(get: { .scalar(Double($0.zPosition)) }, set: { if case .scalar(let v) = $1 { $0.zPosition = CGFloat(v) } },
                                    fields: .placement),
        "cornerRadius": scalar(\.cornerRadius, .cornerRadius),
        "borderWidth": scalar(\.borderWidth, .borderWidth),
        "shadowRadius": scalar(\.shadowRadius, .shadowRadius),
        "shadowOpacity": float(\.shadowOpacity, .shadowOpacity),
        "transform": PropertyAccess(get: { .transform($0.transform) }, set: { if case .transform(let t) = $1 { $0.transform = t } },
                                    fields: .placement),
        "sublayerTransform": transform(\.sublayerTransform),
        "backgroundColor": color(\.backgroundColor, .backgroundColor),
        "borderColor": color(\.borderColor, .borderColor),
        "shadowColor": color(\.shadowColor, .shadowColor),
        "bounds": PropertyAccess(get: { .rect($0.bounds) }, set: { if case .rect(let r) = $1 { $0.bounds = r } },
                                 fields: [.bounds, .placement]),
        "position.x": PropertyAccess(get: { .scalar(Double($0.position.x)) },
                                     set: { if case .scalar(let v) = $1 { $0.position.x = CGFloat(v) } }, fields: .placement),
        "position.y": PropertyAccess(get: { .scalar(Double($0.position.y)) },
                                     set: { if case .scalar(let v) = $1 { $0.position.y = CGFloat(v) } }, fields: .placement),
    ]
}
