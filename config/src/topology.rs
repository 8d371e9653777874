//! Topologies as data: the switch graph and the deterministic routing tables that the golden model,
//! the co-simulation harness and the RTL generator all consume (SPEC §3). Never two hand-written
//! copies: the network top's wiring and the model's wiring both come from [`Topology`].

use crate::keys::TopologyKind;

/// What an output port drives / what drives an input port.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Endpoint {
    /// A host's ejection (for an output) or injection (for an input) channel.
    Host(u32),
    /// Port `port` of switch `sw` (an input port when seen from an output, and vice versa).
    Switch { sw: u32, port: u32 },
    /// Not connected (e.g. the up ports of the top stage of a `bmin`): inputs idle, never routed to.
    Open,
}

/// One switch of the network.
#[derive(Debug, Clone, serde::Serialize)]
pub struct SwitchNode {
    /// Instance name used in the RTL and in reports, e.g. `sw_s1_i3` (stage 1, index 3).
    pub name: String,
    pub stage: u32,
    pub index: u32,
    /// `out[p]`: where output port p goes (downstream input port or host).
    pub out: Vec<Endpoint>,
    /// `inp[p]`: what drives input port p (upstream output port or host).
    pub inp: Vec<Endpoint>,
    /// Routing table: `route[dst]` = output port for destination host `dst` (table-based,
    /// deterministic; seed 001 §3.3 "OP" field).
    pub route: Vec<u32>,
    /// Adaptive routing's productive outputs (issue 34, docs/MICROARCHITECTURE.md "Adaptive
    /// routing"): bit o of `amask[dst]`, output o is on a minimal path to destination host `dst`
    /// (mesh / torus: a dimension whose coordinate differs, the shorter way round, both ways
    /// at k/2 on an even ring; bmin: every up port while `dst` is not below). Always holds
    /// `route[dst]`; on the other topologies only it.
    pub amask: Vec<u32>,
    /// `torus`: `wrap[p]`, output p is its ring's wrap-around link (the dateline: a packet
    /// leaving on it takes the upper VC of its pair, docs/MICROARCHITECTURE.md "Virtual
    /// channels"); all false on every other topology.
    pub wrap: Vec<bool>,
}

impl SwitchNode {
    /// [`SwitchNode::wrap`] as a bit set (bit p: output p is a wrap-around link), as the RTL's
    /// `vc_wrap_i` strap takes it.
    pub fn wrap_mask(&self) -> u64 {
        self.wrap.iter().enumerate().map(|(o, &w)| (w as u64) << o).sum()
    }
}

/// The switch graph: `switches[s]`, every switch with the same port count `ports`.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Topology {
    pub kind: TopologyKind,
    /// Ports P of every switch.
    pub ports: u32,
    pub hosts: u32,
    pub switches: Vec<SwitchNode>,
    /// `inject[h]` = (switch, input port) host h sends into.
    pub inject: Vec<(u32, u32)>,
    /// `eject[h]` = (switch, output port) host h receives from.
    pub eject: Vec<(u32, u32)>,
    /// Largest number of switches a packet crosses (h in seed 000 §4.3).
    pub max_hops: u32,
}

fn digit(x: u32, pos: u32, k: u32) -> u32 {
    (x / k.pow(pos)) % k
}

fn set_digit(x: u32, pos: u32, k: u32, d: u32) -> u32 {
    x - digit(x, pos, k) * k.pow(pos) + d * k.pow(pos)
}

impl Topology {
    /// Builds the graph for already validated sizes (see [`crate::Params::new`]); `c` is
    /// `topology.concentration` (mesh and torus only).
    pub fn build(kind: TopologyKind, k: u32, n: u32, ports: u32, c: u32) -> Topology {
        let mut t = match kind {
            TopologyKind::Single => Self::single(ports),
            TopologyKind::TwoSwitch => Self::two_switch(ports),
            TopologyKind::KaryNfly => Self::kary_nfly(k, n),
            TopologyKind::Bmin => Self::bmin(k, n),
            TopologyKind::Mesh | TopologyKind::Torus => Self::cube(kind == TopologyKind::Torus, k, n, c),
        };
        for s in &mut t.switches {
            for (m, &r) in s.amask.iter_mut().zip(&s.route) {
                if *m == 0 {
                    *m = 1 << r;
                }
            }
        }
        t
    }

    /// Ports of a `mesh` / `torus` router: `c` host ports, then two per dimension
    /// ([`Topology::cube_port`]).
    pub fn cube_ports(n: u32, c: u32) -> u32 {
        c + 2 * n
    }

    /// Port of a `mesh` / `torus` router towards dimension `d`, in the plus direction (towards
    /// the neighbour whose digit d is one higher) or the minus one: c + 2d + 1 / c + 2d. Hosts
    /// are on ports 0..c. An input port is named by the direction it leads to: input c + 2d
    /// receives from the minus neighbour (packets travelling plus), as output c + 2d sends to it.
    pub fn cube_port(c: u32, d: u32, plus: bool) -> u32 {
        c + 2 * d + plus as u32
    }

    /// k-ary n-mesh / k-ary n-cube (Dally & Towles §3, §5): router r (index 0..k^n, digit d =
    /// coordinate in dimension d) has `c` hosts, host h on router h / c port h % c. Its plus
    /// output in dimension d goes to the router whose digit d is one higher (mod k on the torus;
    /// none at the mesh's edge: Open), arriving on that router's minus-side input. Routing is
    /// dimension order (dimension 0 first): towards the destination's digit, on the torus the
    /// shorter way round (plus on a tie, k even and k/2 away).
    fn cube(torus: bool, k: u32, n: u32, c: u32) -> Topology {
        let routers = k.pow(n);
        let hosts = c * routers;
        let ports = Self::cube_ports(n, c);
        let mut t = Self::empty(if torus { TopologyKind::Torus } else { TopologyKind::Mesh }, ports, hosts);
        for r in 0..routers {
            t.add_switch(0, r);
        }
        for h in 0..hosts {
            t.attach_host(h, h / c, h % c);
        }
        for r in 0..routers {
            for d in 0..n {
                let x = digit(r, d, k);
                if x + 1 < k || torus {
                    let r2 = set_digit(r, d, k, (x + 1) % k);
                    t.connect(r, Self::cube_port(c, d, true), r2, Self::cube_port(c, d, false));
                    t.switches[r as usize].wrap[Self::cube_port(c, d, true) as usize] = x + 1 == k;
                }
                if x > 0 || torus {
                    let r2 = set_digit(r, d, k, (x + k - 1) % k);
                    t.connect(r, Self::cube_port(c, d, false), r2, Self::cube_port(c, d, true));
                    t.switches[r as usize].wrap[Self::cube_port(c, d, false) as usize] = x == 0;
                }
            }
        }
        for r in 0..routers {
            for dst in 0..hosts {
                let dr = dst / c;
                let port = (0..n)
                    .find(|&d| digit(r, d, k) != digit(dr, d, k))
                    .map(|d| {
                        let (x, y) = (digit(r, d, k), digit(dr, d, k));
                        let plus = if torus { (y + k - x) % k <= k / 2 } else { y > x };
                        Self::cube_port(c, d, plus)
                    })
                    .unwrap_or(dst % c);
                t.switches[r as usize].route[dst as usize] = port;
                let mut m = 0u32;
                for d in 0..n {
                    let (x, y) = (digit(r, d, k), digit(dr, d, k));
                    if x == y {
                        continue;
                    }
                    let (plus, minus) = if torus { ((y + k - x) % k <= k / 2, (x + k - y) % k <= k / 2) } else { (y > x, y < x) };
                    m |= (plus as u32) << Self::cube_port(c, d, true) | (minus as u32) << Self::cube_port(c, d, false);
                }
                t.switches[r as usize].amask[dst as usize] = if m == 0 { 1 << port } else { m };
            }
        }
        t.max_hops = n * if torus { k / 2 } else { k - 1 } + 1;
        t
    }

    fn empty(kind: TopologyKind, ports: u32, hosts: u32) -> Topology {
        Topology { kind, ports, hosts, switches: vec![], inject: vec![(0, 0); hosts as usize], eject: vec![(0, 0); hosts as usize], max_hops: 0 }
    }

    fn add_switch(&mut self, stage: u32, index: u32) -> u32 {
        let p = self.ports as usize;
        self.switches.push(SwitchNode {
            name: format!("sw_s{stage}_i{index}"),
            stage,
            index,
            out: vec![Endpoint::Open; p],
            inp: vec![Endpoint::Open; p],
            route: vec![0; self.hosts as usize],
            amask: vec![0; self.hosts as usize],
            wrap: vec![false; p],
        });
        self.switches.len() as u32 - 1
    }

    fn attach_host(&mut self, h: u32, sw: u32, port: u32) {
        self.switches[sw as usize].inp[port as usize] = Endpoint::Host(h);
        self.switches[sw as usize].out[port as usize] = Endpoint::Host(h);
        self.inject[h as usize] = (sw, port);
        self.eject[h as usize] = (sw, port);
    }

    /// Connects output `op` of `a` to input `ip` of `b`.
    fn connect(&mut self, a: u32, op: u32, b: u32, ip: u32) {
        self.switches[a as usize].out[op as usize] = Endpoint::Switch { sw: b, port: ip };
        self.switches[b as usize].inp[ip as usize] = Endpoint::Switch { sw: a, port: op };
    }

    /// `single`: hosts 0..P on ports 0..P.
    fn single(p: u32) -> Topology {
        let mut t = Self::empty(TopologyKind::Single, p, p);
        let s = t.add_switch(0, 0);
        for h in 0..p {
            t.attach_host(h, s, h);
            t.switches[0].route[h as usize] = h;
        }
        t.max_hops = 1;
        t
    }

    /// `two_switch` (seed 002 Fig. 1): switch A = 0 with hosts 0..P-1 on ports 0..P-1, switch B = 1
    /// with hosts P-1..2P-2 on ports 0..P-1; port P-1 of each is the inter-switch link.
    fn two_switch(p: u32) -> Topology {
        let hosts_per = p - 1;
        let mut t = Self::empty(TopologyKind::TwoSwitch, p, 2 * hosts_per);
        let a = t.add_switch(0, 0);
        let b = t.add_switch(0, 1);
        for j in 0..hosts_per {
            t.attach_host(j, a, j);
            t.attach_host(hosts_per + j, b, j);
        }
        t.connect(a, p - 1, b, p - 1);
        t.connect(b, p - 1, a, p - 1);
        for h in 0..2 * hosts_per {
            let local_a = h < hosts_per;
            t.switches[0].route[h as usize] = if local_a { h } else { p - 1 };
            t.switches[1].route[h as usize] = if local_a { p - 1 } else { h - hosts_per };
        }
        t.max_hops = 2;
        t
    }

    /// k-ary n-fly (Dally & Towles §4.1): switch w of stage s routes on destination digit n-1-s;
    /// output p of stage s < n-1 goes to the stage s+1 switch whose address is w with digit n-2-s
    /// replaced by p, arriving on the input numbered by the replaced digit. Host h injects at stage 0
    /// switch h/k port h%k and ejects at stage n-1 switch h/k port h%k.
    fn kary_nfly(k: u32, n: u32) -> Topology {
        let hosts = k.pow(n);
        let per = k.pow(n - 1);
        let mut t = Self::empty(TopologyKind::KaryNfly, k, hosts);
        for s in 0..n {
            for w in 0..per {
                t.add_switch(s, w);
            }
        }
        let id = |s: u32, w: u32| s * per + w;
        for h in 0..hosts {
            let (w, p) = (h / k, h % k);
            t.switches[id(0, w) as usize].inp[p as usize] = Endpoint::Host(h);
            t.switches[id(n - 1, w) as usize].out[p as usize] = Endpoint::Host(h);
            t.inject[h as usize] = (id(0, w), p);
            t.eject[h as usize] = (id(n - 1, w), p);
        }
        for s in 0..n.saturating_sub(1) {
            let pos = n - 2 - s;
            for w in 0..per {
                for p in 0..k {
                    let w2 = set_digit(w, pos, k, p);
                    t.connect(id(s, w), p, id(s + 1, w2), digit(w, pos, k));
                }
            }
        }
        for s in 0..n {
            for w in 0..per {
                for d in 0..hosts {
                    t.switches[id(s, w) as usize].route[d as usize] = digit(d, n - 1 - s, k);
                }
            }
        }
        t.max_hops = n;
        t
    }

    /// Bidirectional MIN as a k-ary n-tree: level l switch w (l = 0 at the hosts) has down ports
    /// 0..k and up ports k..2k. Up port k+j of (l, w) goes to (l+1, w with digit l := j), arriving on
    /// down port digit_l(w). Routing is up/down: down on port digit_l(dst) when dst is below
    /// (digits l..n-2 of w equal digits l+1..n-1 of dst), else up on port k + digit_l(dst)
    /// (destination-mod-k, so each destination has one up path per source subtree).
    fn bmin(k: u32, n: u32) -> Topology {
        let hosts = k.pow(n);
        let per = k.pow(n - 1);
        let mut t = Self::empty(TopologyKind::Bmin, 2 * k, hosts);
        for l in 0..n {
            for w in 0..per {
                t.add_switch(l, w);
            }
        }
        let id = |l: u32, w: u32| l * per + w;
        for h in 0..hosts {
            t.attach_host(h, id(0, h / k), h % k);
        }
        for l in 0..n.saturating_sub(1) {
            for w in 0..per {
                for j in 0..k {
                    let w2 = set_digit(w, l, k, j);
                    let (a, b) = (id(l, w), id(l + 1, w2));
                    let down = digit(w, l, k);
                    t.connect(a, k + j, b, down);
                    t.connect(b, down, a, k + j);
                }
            }
        }
        for l in 0..n {
            for w in 0..per {
                for d in 0..hosts {
                    let below = (l..n - 1).all(|i| digit(w, i, k) == digit(d, i + 1, k));
                    let port = if below { digit(d, l, k) } else { k + digit(d, l, k) };
                    t.switches[id(l, w) as usize].route[d as usize] = port;
                    t.switches[id(l, w) as usize].amask[d as usize] = if below { 1 << port } else { ((1u32 << k) - 1) << k };
                }
            }
        }
        t.max_hops = 2 * n - 1;
        t
    }

    /// Follows the routing tables from `src` to `dst`; returns the (switch, output port) hops, or
    /// None on a loop / dead end (used by tests and by validation).
    pub fn trace_route(&self, src: u32, dst: u32) -> Option<Vec<(u32, u32)>> {
        let (mut sw, _) = self.inject[src as usize];
        let mut hops = vec![];
        for _ in 0..=self.switches.len() {
            let p = self.switches[sw as usize].route[dst as usize];
            hops.push((sw, p));
            match self.switches[sw as usize].out[p as usize] {
                Endpoint::Host(h) => return (h == dst).then_some(hops),
                Endpoint::Switch { sw: s2, .. } => sw = s2,
                Endpoint::Open => return None,
            }
        }
        None
    }
    /// RECN's source route from `src` to `dst` (seed 004 §4.1, the turnpool): turn k, at bits
    /// `[k * port_bits +: port_bits]`, is the output-port offset at the k-th switch of the path,
    /// (output - input) mod P. None when the tables give no route.
    pub fn turnpool(&self, src: u32, dst: u32) -> Option<u64> {
        let pb = crate::header::clog2(self.ports as u64);
        let mut inp = self.inject[src as usize].1;
        let mut tp = 0u64;
        for (k, (sw, o)) in self.trace_route(src, dst)?.into_iter().enumerate() {
            tp |= (((o + self.ports - inp) % self.ports) as u64) << (k as u32 * pb);
            if let Endpoint::Switch { port, .. } = self.switches[sw as usize].out[o as usize] {
                inp = port;
            }
        }
        Some(tp)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_routes_reach(t: &Topology) {
        for s in 0..t.hosts {
            for d in 0..t.hosts {
                let r = t.trace_route(s, d).unwrap_or_else(|| panic!("{:?}: no route {s}->{d}", t.kind));
                assert!(r.len() as u32 <= t.max_hops, "{:?}: {s}->{d} takes {} hops", t.kind, r.len());
                // the turnpool, followed switch by switch as a RECN switch does (output = (input
                // + turn) mod P, then shift the turn out), takes the same path
                let pb = crate::header::clog2(t.ports as u64);
                let mut tp = t.turnpool(s, d).unwrap();
                let (mut sw, mut inp) = t.inject[s as usize];
                for &(hs, ho) in &r {
                    let o = (inp + (tp & ((1 << pb) - 1)) as u32) % t.ports;
                    assert_eq!((sw, o), (hs, ho), "{:?}: {s}->{d}", t.kind);
                    tp >>= pb;
                    if let Endpoint::Switch { sw: s2, port } = t.switches[sw as usize].out[o as usize] {
                        (sw, inp) = (s2, port);
                    }
                }
                assert_eq!(tp, 0, "{:?}: {s}->{d}: turns left over", t.kind);
            }
        }
    }

    fn wiring_consistent(t: &Topology) {
        for (i, sw) in t.switches.iter().enumerate() {
            for (p, e) in sw.out.iter().enumerate() {
                if let Endpoint::Switch { sw: b, port } = *e {
                    assert_eq!(t.switches[b as usize].inp[port as usize], Endpoint::Switch { sw: i as u32, port: p as u32 });
                }
            }
        }
        for h in 0..t.hosts {
            let (s, p) = t.inject[h as usize];
            assert_eq!(t.switches[s as usize].inp[p as usize], Endpoint::Host(h));
            let (s, p) = t.eject[h as usize];
            assert_eq!(t.switches[s as usize].out[p as usize], Endpoint::Host(h));
        }
    }

    #[test]
    fn every_topology_routes_every_pair() {
        for t in [
            Topology::build(TopologyKind::Single, 0, 0, 8, 1),
            Topology::build(TopologyKind::TwoSwitch, 0, 0, 5, 1),
            Topology::build(TopologyKind::KaryNfly, 2, 3, 0, 1),
            Topology::build(TopologyKind::KaryNfly, 4, 2, 0, 1),
            Topology::build(TopologyKind::KaryNfly, 4, 3, 0, 1),
            Topology::build(TopologyKind::KaryNfly, 3, 1, 0, 1),
            Topology::build(TopologyKind::Bmin, 4, 3, 0, 1),
            Topology::build(TopologyKind::Bmin, 2, 4, 0, 1),
            Topology::build(TopologyKind::Bmin, 4, 4, 0, 1),
            Topology::build(TopologyKind::Mesh, 4, 2, 0, 1),
            Topology::build(TopologyKind::Mesh, 3, 3, 0, 2),
            Topology::build(TopologyKind::Mesh, 5, 1, 0, 1),
            Topology::build(TopologyKind::Torus, 4, 2, 0, 1),
            Topology::build(TopologyKind::Torus, 5, 2, 0, 2),
            Topology::build(TopologyKind::Torus, 2, 3, 0, 1),
            Topology::build(TopologyKind::Torus, 8, 1, 0, 1),
        ] {
            wiring_consistent(&t);
            all_routes_reach(&t);
        }
    }

    #[test]
    fn sizes_match_spec() {
        let t = Topology::build(TopologyKind::Bmin, 4, 3, 0, 1);
        assert_eq!((t.hosts, t.switches.len(), t.ports), (64, 48, 8));
        let t = Topology::build(TopologyKind::Bmin, 4, 4, 0, 1);
        assert_eq!((t.hosts, t.switches.len()), (256, 256));
        let t = Topology::build(TopologyKind::KaryNfly, 4, 3, 0, 1);
        assert_eq!((t.hosts, t.switches.len(), t.ports), (64, 48, 4));
        // every butterfly path has exactly n hops
        assert!((0..64).all(|s| (0..64).all(|d| t.trace_route(s, d).unwrap().len() == 3)));
    }

    #[test]
    fn bmin_uses_minimal_up_down_paths() {
        let t = Topology::build(TopologyKind::Bmin, 4, 3, 0, 1);
        // same leaf switch: 1 hop; same level-1 subtree: 3 hops; otherwise 5 hops
        assert_eq!(t.trace_route(0, 3).unwrap().len(), 1);
        assert_eq!(t.trace_route(0, 15).unwrap().len(), 3);
        assert_eq!(t.trace_route(0, 16).unwrap().len(), 5);
    }

    #[test]
    fn adaptive_masks_are_exactly_the_minimal_outputs() {
        // independent of the builders: switches-to-destination distances by breadth-first
        // search over the graph, and an output is productive iff it leads one switch closer
        for (kind, k, n, c) in [(TopologyKind::Mesh, 4, 2, 1), (TopologyKind::Mesh, 3, 2, 2), (TopologyKind::Torus, 4, 2, 1), (TopologyKind::Torus, 5, 2, 1), (TopologyKind::Torus, 4, 3, 1), (TopologyKind::Bmin, 2, 3, 0), (TopologyKind::Bmin, 4, 2, 0)] {
            let t = Topology::build(kind, k, n, 0, c);
            for dst in 0..t.hosts {
                let (esw, _) = t.eject[dst as usize];
                let mut dist = vec![u32::MAX; t.switches.len()];
                dist[esw as usize] = 0;
                let mut frontier = vec![esw];
                while let Some(s) = frontier.pop() {
                    for (sw, node) in t.switches.iter().enumerate() {
                        let reaches = node.out.iter().any(|e| matches!(e, Endpoint::Switch { sw: x, .. } if *x == s));
                        if reaches && dist[sw] > dist[s as usize] + 1 {
                            dist[sw] = dist[s as usize] + 1;
                            frontier.push(sw as u32);
                        }
                    }
                }
                for (sw, node) in t.switches.iter().enumerate() {
                    let mut want = 0u32;
                    for (o, e) in node.out.iter().enumerate() {
                        let closer = match *e {
                            Endpoint::Host(h) => h == dst,
                            Endpoint::Switch { sw: x, .. } => dist[x as usize] + 1 == dist[sw],
                            Endpoint::Open => false,
                        };
                        want |= (closer as u32) << o;
                    }
                    assert_eq!(node.amask[dst as usize], want, "{kind:?} k={k} n={n}: switch {sw} to host {dst}");
                    assert!(want >> node.route[dst as usize] & 1 == 1, "{kind:?}: the route is productive");
                }
            }
        }
    }

    #[test]
    fn cube_dimension_order_routes_are_minimal() {
        // 8x8 mesh: Manhattan distance + 1 switches; 8x8 torus: the shorter way round in each
        // dimension, dimension 0 first
        let m = Topology::build(TopologyKind::Mesh, 8, 2, 0, 1);
        let t = Topology::build(TopologyKind::Torus, 8, 2, 0, 1);
        assert_eq!((m.hosts, m.switches.len(), m.ports), (64, 64, 5));
        for s in 0..64u32 {
            for d in 0..64u32 {
                let (dx, dy) = ((s % 8).abs_diff(d % 8), (s / 8).abs_diff(d / 8));
                assert_eq!(m.trace_route(s, d).unwrap().len() as u32, dx + dy + 1, "mesh {s}->{d}");
                let ring = |a: u32| a.min(8 - a);
                assert_eq!(t.trace_route(s, d).unwrap().len() as u32, ring(dx) + ring(dy) + 1, "torus {s}->{d}");
                // dimension order: the first hops move in dimension 0 only (x changes, y does not)
                let hops = m.trace_route(s, d).unwrap();
                let ports: Vec<u32> = hops.iter().map(|&(_, p)| p).collect();
                let first_y = ports.iter().position(|&p| p >= 3).unwrap_or(ports.len());
                assert!(ports[..first_y].iter().all(|&p| p == 1 || p == 2 || p == 0), "mesh {s}->{d}: {ports:?}");
                assert!(ports[first_y.min(ports.len() - 1)..ports.len() - 1].iter().all(|&p| p >= 3), "mesh {s}->{d}: {ports:?}");
            }
        }
        // the mesh's edge ports are open, the torus has none
        assert_eq!(m.switches[0].out[Topology::cube_port(1, 0, false) as usize], Endpoint::Open);
        assert!(t.switches.iter().all(|s| s.out.iter().all(|e| *e != Endpoint::Open)));
    }
}
