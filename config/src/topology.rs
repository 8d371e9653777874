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
    /// Builds the graph for already validated sizes (see [`crate::Params::new`]).
    pub fn build(kind: TopologyKind, k: u32, n: u32, ports: u32) -> Topology {
        match kind {
            TopologyKind::Single => Self::single(ports),
            TopologyKind::TwoSwitch => Self::two_switch(ports),
            TopologyKind::KaryNfly => Self::kary_nfly(k, n),
            TopologyKind::Bmin => Self::bmin(k, n),
        }
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
            Topology::build(TopologyKind::Single, 0, 0, 8),
            Topology::build(TopologyKind::TwoSwitch, 0, 0, 5),
            Topology::build(TopologyKind::KaryNfly, 2, 3, 0),
            Topology::build(TopologyKind::KaryNfly, 4, 2, 0),
            Topology::build(TopologyKind::KaryNfly, 4, 3, 0),
            Topology::build(TopologyKind::KaryNfly, 3, 1, 0),
            Topology::build(TopologyKind::Bmin, 4, 3, 0),
            Topology::build(TopologyKind::Bmin, 2, 4, 0),
            Topology::build(TopologyKind::Bmin, 4, 4, 0),
        ] {
            wiring_consistent(&t);
            all_routes_reach(&t);
        }
    }

    #[test]
    fn sizes_match_spec() {
        let t = Topology::build(TopologyKind::Bmin, 4, 3, 0);
        assert_eq!((t.hosts, t.switches.len(), t.ports), (64, 48, 8));
        let t = Topology::build(TopologyKind::Bmin, 4, 4, 0);
        assert_eq!((t.hosts, t.switches.len()), (256, 256));
        let t = Topology::build(TopologyKind::KaryNfly, 4, 3, 0);
        assert_eq!((t.hosts, t.switches.len(), t.ports), (64, 48, 4));
        // every butterfly path has exactly n hops
        assert!((0..64).all(|s| (0..64).all(|d| t.trace_route(s, d).unwrap().len() == 3)));
    }

    #[test]
    fn bmin_uses_minimal_up_down_paths() {
        let t = Topology::build(TopologyKind::Bmin, 4, 3, 0);
        // same leaf switch: 1 hop; same level-1 subtree: 3 hops; otherwise 5 hops
        assert_eq!(t.trace_route(0, 3).unwrap().len(), 1);
        assert_eq!(t.trace_route(0, 15).unwrap().len(), 3);
        assert_eq!(t.trace_route(0, 16).unwrap().len(), 5);
    }
}
