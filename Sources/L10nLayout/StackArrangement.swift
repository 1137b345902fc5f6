/// The constraints a `UIStackView` installs for its arranged subviews, built from ordinary constraints as
/// UIKit does: edge pins to the stack ("canvas"), spacing between neighbours, the distribution along the
/// axis and the alignment across it. Hidden arranged views take no space and no spacing.
struct StackArrangement {
    let stack: LayoutItem
    let items: [LayoutItem]
    let arranged: [Int]

    func add(to system: SceneSystem) {
        guard let properties = stack.stack else { return }
        let views = arranged.filter { !items[$0].isHidden }
        let s = stack.index
        let horizontal = properties.axis == .horizontal
        let lead: LayoutAttribute = horizontal ? (properties.layoutMarginsRelativeArrangement ? .leadingMargin : .leading) : (properties.layoutMarginsRelativeArrangement ? .topMargin : .top)
        let trail: LayoutAttribute = horizontal ? (properties.layoutMarginsRelativeArrangement ? .trailingMargin : .trailing) : (properties.layoutMarginsRelativeArrangement ? .bottomMargin : .bottom)
        let viewLead: LayoutAttribute = horizontal ? .leading : .top
        let viewTrail: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height
        let crossLead: LayoutAttribute = horizontal ? (properties.layoutMarginsRelativeArrangement ? .topMargin : .top) : (properties.layoutMarginsRelativeArrangement ? .leadingMargin : .leading)
        let crossTrail: LayoutAttribute = horizontal ? (properties.layoutMarginsRelativeArrangement ? .bottomMargin : .bottom) : (properties.layoutMarginsRelativeArrangement ? .trailingMargin : .trailing)
        let viewCrossLead: LayoutAttribute = horizontal ? .top : .leading
        let viewCrossTrail: LayoutAttribute = horizontal ? .bottom : .trailing
        let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX

        func add(_ id: String, _ first: Int, _ a: LayoutAttribute, _ relation: LayoutConstraintSpec.Relation, _ second: Int?, _ b: LayoutAttribute?,
                 multiplier: Double = 1, constant: Double = 0, priority: Double = 1000) {
            var spec = LayoutConstraintSpec(id: "\(stack.id).\(id)", origin: .stackView, first: first, firstAttribute: a)
            spec.relation = relation
            spec.second = second
            spec.secondAttribute = b
            spec.multiplier = multiplier
            spec.constant = constant
            spec.priority = priority
            system.add(spec)
        }

        // Hidden arranged views collapse to zero along the axis.
        for v in arranged where items[v].isHidden {
            add("hiding.\(items[v].id)", v, size, .equal, nil, nil, constant: 0)
        }
        guard let first = views.first, let last = views.last else {
            // An empty stack hugs to nothing along its axis.
            add("empty", s, size, .equal, nil, nil, constant: 0, priority: 249)
            return
        }

        // Along the axis.
        add("canvas.lead", first, viewLead, .equal, s, lead)
        add("canvas.trail", last, viewTrail, .equal, s, trail)
        let spacing = properties.spacing
        for (a, b) in zip(views, views.dropFirst()) {
            let pair = "\(items[a].id)-\(items[b].id)"
            switch properties.distribution {
            case .fill, .fillEqually, .fillProportionally:
                add("spacing.\(pair)", b, viewLead, .equal, a, viewTrail, constant: spacing)
            case .equalSpacing, .equalCentering:
                add("spacing.\(pair)", b, viewLead, .greaterThanOrEqual, a, viewTrail, constant: spacing)
            }
        }
        switch properties.distribution {
        case .fillEqually:
            for v in views.dropFirst() { add("fill-equally.\(items[v].id)", v, size, .equal, first, size) }
        case .fillProportionally:
            let intrinsic = views.map { horizontal ? items[$0].intrinsic.width : items[$0].intrinsic.height }
            let total = intrinsic.reduce(0) { $0 + ($1.isNaN ? 0 : $1) }
            if total > 0 {
                let gaps = spacing * Double(views.count - 1)
                for (v, length) in zip(views, intrinsic) where !length.isNaN {
                    add("fill-proportionally.\(items[v].id)", v, size, .equal, s, size,
                        multiplier: length / total, constant: -gaps * length / total, priority: 999)
                }
            }
        case .equalSpacing:
            // Every gap equals the first one.
            if views.count > 2 {
                let a0 = views[0], b0 = views[1]
                for (a, b) in zip(views.dropFirst(), views.dropFirst(2)) {
                    var spec = LayoutConstraintSpec(id: "\(stack.id).equal-spacing.\(items[b].id)", origin: .stackView, first: b, firstAttribute: viewLead)
                    // (b.lead − a.trail) − (b0.lead − a0.trail) = 0, written with a helper guide-free form.
                    let e1 = system.expression(b, viewLead, in: s, rightToLeft: stack.rightToLeft)
                    var e = e1
                    e.add(system.expression(a, viewTrail, in: s, rightToLeft: stack.rightToLeft), times: -1)
                    e.add(system.expression(b0, viewLead, in: s, rightToLeft: stack.rightToLeft), times: -1)
                    e.add(system.expression(a0, viewTrail, in: s, rightToLeft: stack.rightToLeft), times: 1)
                    spec.priority = 1000
                    system.addRaw(e, .equal, priority: 1000, spec: spec)
                }
            }
        case .equalCentering:
            if views.count > 2 {
                let center: LayoutAttribute = horizontal ? .centerX : .centerY
                let a0 = views[0], b0 = views[1]
                for (a, b) in zip(views.dropFirst(), views.dropFirst(2)) {
                    let spec = LayoutConstraintSpec(id: "\(stack.id).equal-centering.\(items[b].id)", origin: .stackView, first: b, firstAttribute: center)
                    var e = system.expression(b, center, in: s, rightToLeft: false)
                    e.add(system.expression(a, center, in: s, rightToLeft: false), times: -1)
                    e.add(system.expression(b0, center, in: s, rightToLeft: false), times: -1)
                    e.add(system.expression(a0, center, in: s, rightToLeft: false), times: 1)
                    system.addRaw(e, .equal, priority: 999, spec: spec)
                }
            }
        case .fill:
            // Ambiguity among views of equal hugging: UIKit decides by the index in arrangedSubviews and
            // stretches the first of the lowest-hugging views. The others hug at a level just above the
            // engine's stays, which only ever breaks that tie.
            let hugging = views.map { horizontal ? items[$0].huggingH : items[$0].huggingV }
            if let lowest = hugging.min(), let stretch = zip(views, hugging).first(where: { $0.1 == lowest })?.0 {
                for v in views where v != stretch {
                    let intrinsic = horizontal ? items[v].intrinsic.width : items[v].intrinsic.height
                    guard !intrinsic.isNaN else { continue }
                    add("fill-tie.\(items[v].id)", v, size, .lessThanOrEqual, nil, nil, constant: intrinsic, priority: 0.02)
                }
            }
        }

        // Across the axis; hidden views keep their alignment, they only collapse along the axis.
        for v in arranged {
            let id = items[v].id
            switch properties.alignment {
            case .fill:
                add("cross.lead.\(id)", v, viewCrossLead, .equal, s, crossLead)
                add("cross.trail.\(id)", v, viewCrossTrail, .equal, s, crossTrail)
            case .leading, .top:
                add("cross.lead.\(id)", v, viewCrossLead, .equal, s, crossLead)
                add("cross.trail.\(id)", v, viewCrossTrail, .lessThanOrEqual, s, crossTrail)
            case .trailing, .bottom:
                add("cross.trail.\(id)", v, viewCrossTrail, .equal, s, crossTrail)
                add("cross.lead.\(id)", v, viewCrossLead, .greaterThanOrEqual, s, crossLead)
            case .center:
                add("cross.center.\(id)", v, crossCenter, .equal, s, crossCenter)
                add("cross.lead.\(id)", v, viewCrossLead, .greaterThanOrEqual, s, crossLead)
                add("cross.trail.\(id)", v, viewCrossTrail, .lessThanOrEqual, s, crossTrail)
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = properties.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if horizontal, v != first, !items[v].isHidden {
                    add("cross.baseline.\(id)", v, baseline, .equal, first, baseline)
                }
                add("cross.lead.\(id)", v, viewCrossLead, .greaterThanOrEqual, s, crossLead)
                add("cross.trail.\(id)", v, viewCrossTrail, .lessThanOrEqual, s, crossTrail)
                if !horizontal {
                    add("cross.lead.eq.\(id)", v, .leading, .equal, s, .leading)
                }
            }
            if properties.alignment != .fill, !items[v].isHidden {
                // The stack hugs its largest arranged view across the axis.
                add("cross.fit.\(id)", v, viewCrossLead, .equal, s, crossLead, priority: 49)
                add("cross.fit-trail.\(id)", v, viewCrossTrail, .equal, s, crossTrail, priority: 48)
            }
        }
    }
}
