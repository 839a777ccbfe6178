/// Key paths: through layers and dictionaries, and into the fields of CGPoint, CGSize, CGRect
/// and CATransform3D (Core Animation Programming Guide, Tables C-2…C-5).
extension CALayer {
    /// The value at `keyPath`, its first key read by `read` — the layer's own storage by
    /// default, numbers unboxed (the animation engine's read); the public `value(forKeyPath:)`
    /// reads through `value(forKey:)`, so a subclass's override is asked, and boxes numbers.
    package func kvcValue(forKeyPath keyPath: String, through read: ((String) -> Any?)? = nil) -> Any? {
        let parts = keyPath.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let head: Any?
        if let read { head = read(parts[0]) } else { head = kvcValue(forKey: parts[0]) }
        guard parts.count == 2 else { return head }
        return StructKeyPath.value(of: head, at: parts[1])
    }

    package func kvcSetValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { setValue(value, forKey: keyPath); return }
        let head = self.value(forKey: parts[0])
        if let layer = head as? CALayer { layer.setValue(value, forKeyPath: parts[1]); return }
        // `emitterCells.fire.birthRate`: the named cell is changed in place (it tells its layer).
        if CAEmitterCell.setValue(value, inCells: head, at: parts[1]) { return }
        guard let updated = StructKeyPath.setting(value, in: head, at: parts[1]) else {
            Diagnostics.warn("setValue(_:forKeyPath: \"\(keyPath)\") on \(type(of: self)): no such field or a value of the wrong type")
            return
        }
        setValue(updated, forKey: parts[0])
    }
}

package enum StructKeyPath {
    /// The field at `path` inside `value` (a layer, dictionary or struct); nil if there is none.
    package static func value(of value: Any?, at path: String) -> Any? {
        if let layer = value as? CALayer { return layer.kvcValue(forKeyPath: path) }
        if let cells = value as? [CAEmitterCell] { return CAEmitterCell.value(inCells: cells, at: path) }
        if let cell = value as? CAEmitterCell { return cell.unboxedValue(forKeyPath: path) }
        if let dict = value as? [AnyHashable: Any] {
            let parts = path.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let v = dict[parts[0]]
            return parts.count == 2 ? Self.value(of: v, at: parts[1]) : v
        }
        switch value {
        case let p as CGPoint:
            return path == "x" ? p.x : path == "y" ? p.y : nil
        case let s as CGSize:
            return path == "width" ? s.width : path == "height" ? s.height : nil
        case let r as CGRect:
            switch path {
            case "origin": return r.origin
            case "size": return r.size
            default:
                if path.hasPrefix("origin.") { return Self.value(of: r.origin, at: String(path.dropFirst(7))) }
                if path.hasPrefix("size.") { return Self.value(of: r.size, at: String(path.dropFirst(5))) }
                return nil
            }
        case let t as CATransform3D:
            return transformField(t, path)
        default:
            return nil
        }
    }

    /// `container` with the field at `path` set to `newValue`; nil when it cannot be.
    package static func setting(_ newValue: Any?, in container: Any?, at path: String) -> Any? {
        switch container {
        case var p as CGPoint:
            guard let v = Coerce.cgFloat(newValue) else { return nil }
            switch path { case "x": p.x = v; case "y": p.y = v; default: return nil }
            return p
        case var s as CGSize:
            guard let v = Coerce.cgFloat(newValue) else { return nil }
            switch path { case "width": s.width = v; case "height": s.height = v; default: return nil }
            return s
        case var r as CGRect:
            switch path {
            case "origin": guard let o = Coerce.point(newValue) else { return nil }; r.origin = o
            case "size": guard let s = Coerce.size(newValue) else { return nil }; r.size = s
            default:
                if path.hasPrefix("origin."), let o = setting(newValue, in: r.origin, at: String(path.dropFirst(7))) as? CGPoint {
                    r.origin = o
                } else if path.hasPrefix("size."), let s = setting(newValue, in: r.size, at: String(path.dropFirst(5))) as? CGSize {
                    r.size = s
                } else { return nil }
            }
            return r
        case let t as CATransform3D:
            return settingTransformField(t, path, newValue)
        default:
            return nil
        }
    }

    static func transformField(_ t: CATransform3D, _ path: String) -> Any? {
        let c = TransformComponents(t)
        switch path {
        case "rotation.x": return c.rotation.x
        case "rotation.y": return c.rotation.y
        case "rotation.z", "rotation": return c.rotation.z
        case "scale.x": return c.scale.x
        case "scale.y": return c.scale.y
        case "scale.z": return c.scale.z
        case "scale": return (c.scale.x + c.scale.y + c.scale.z) / 3
        case "translation.x": return c.translation.x
        case "translation.y": return c.translation.y
        case "translation.z": return c.translation.z
        case "translation": return CGSize(width: c.translation.x, height: c.translation.y)
        default: return nil
        }
    }

    static func settingTransformField(_ t: CATransform3D, _ path: String, _ newValue: Any?) -> CATransform3D? {
        var c = TransformComponents(t)
        if path == "translation" {
            guard let s = Coerce.size(newValue) else { return nil }
            c.translation.x = s.width; c.translation.y = s.height
            return c.transform
        }
        guard let v = Coerce.cgFloat(newValue), v.isFinite else { return nil }
        switch path {
        case "rotation.x": c.rotation.x = v
        case "rotation.y": c.rotation.y = v
        case "rotation.z", "rotation": c.rotation.z = v
        case "scale.x": c.scale.x = v
        case "scale.y": c.scale.y = v
        case "scale.z": c.scale.z = v
        case "scale": c.scale = (v, v, v)
        case "translation.x": c.translation.x = v
        case "translation.y": c.translation.y = v
        case "translation.z": c.translation.z = v
        default: return nil
        }
        return c.transform
    }
}
